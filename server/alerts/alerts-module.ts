import type { Kysely } from 'kysely';
import type { Clock } from '@domain/ports';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { ApiModule } from '../http/api-module';
import { rateLimit } from '../http/rate-limit';
import { bySignedInUser } from '../http/signed-in';
import type { Logger } from '../platform/logger';
import { infallibleValue } from '../platform/result';
import { DnsAddressGuard } from './adapters/dns-address-guard';
import { HttpWebhookSender } from './adapters/http-webhook-sender';
import { KyselyAlertInbox } from './adapters/kysely-alert-inbox';
import { KyselyAlertItemStates } from './adapters/kysely-alert-item-states';
import { KyselyAlertRules } from './adapters/kysely-alert-rules';
import { KyselyWebhooks } from './adapters/kysely-webhooks';
import { PgBossRetryScheduler } from './adapters/pg-boss-retry-scheduler';
import { randomSecrets } from './adapters/random-secrets';
import { TimerRetryScheduler } from './adapters/timer-retry-scheduler';
import type {
  AlertMailer,
  AlertSubscribers,
  AlertWatchlist,
  ChatAlerts,
  PlacementEvents,
  PlaylistGradeTransitions,
  RetryScheduler,
  WebhookTuning,
} from './ports';
import { alertInboxRoutes } from './routes/alert-inbox-routes';
import { alertRulesRoutes } from './routes/alert-rules-routes';
import { webhookRoutes } from './routes/webhook-routes';
import { attemptWebhookDelivery } from './use-cases/attempt-webhook-delivery';
import { evaluateAlerts } from './use-cases/evaluate-alerts';
import { sendAlertDigests } from './use-cases/send-alert-digests';

/** Retries after 30 s, 2 min, 10 min and 1 h (5 attempts); a URL is disabled after 10 failures in a row. */
export const DEFAULT_WEBHOOK_TUNING: WebhookTuning & { readonly timeoutMs: number } = {
  retryDelaysMs: [30_000, 120_000, 600_000, 3_600_000],
  disableAfter: 10,
  timeoutMs: 10_000,
};

export interface AlertsModuleDeps {
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly config: Pick<Config, 'publicUrl' | 'webhookAllowPrivate' | 'databaseUrl' | 'jobRunner'>;
  readonly logger: Logger;
  readonly mailer: AlertMailer;
  /** Accounts' notification settings: who has email or messaging-app notifications on. */
  readonly subscribers: AlertSubscribers;
  /** Tracking's queries: who tracks what, and recent readings. */
  readonly watchlist: AlertWatchlist;
  /** Telegram's notifier (null when the feature is left out). */
  readonly chat: ChatAlerts | null;
  /** Tracking's new landings of tracked artists and tracks on `likely_botted` playlists. */
  readonly placements: PlacementEvents;
  /** Tracking's playlist grades before and after their latest count (grade-change alerts). */
  readonly gradeTransitions: PlaylistGradeTransitions;
  readonly tuning?: Partial<typeof DEFAULT_WEBHOOK_TUNING>;
}

export interface AlertsModule {
  /** `/api/alerts/…`: rules, inbox, test alerts, webhooks. */
  readonly apiModule: ApiModule;
  /** After each refresh cycle: evaluate the rules, send instant alerts, then any digest due. */
  afterCycle(): Promise<void>;
  /** Starts webhook retries (pg-boss on PostgreSQL with `JOB_RUNNER=pg-boss`, timers otherwise). */
  start(): Promise<void>;
  /** Waits until no webhook delivery is pending (tests). */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

const MINUTE = 60_000;

/** The alerts feature: rules per user and item, evaluation after refreshes, inbox, webhooks. */
export function createAlertsModule(deps: AlertsModuleDeps): AlertsModule {
  const tuning = { ...DEFAULT_WEBHOOK_TUNING, ...deps.tuning };
  const { clock, config } = deps;
  const webhooks = new KyselyWebhooks(deps.db);
  const inbox = new KyselyAlertInbox(deps.db);
  const guard = new DnsAddressGuard(config.webhookAllowPrivate);
  const sender = new HttpWebhookSender(tuning.timeoutMs, config.webhookAllowPrivate);
  const attempt = (deliveryId: number) => attemptWebhookDelivery(attemptDeps, { deliveryId });
  const timers = new TimerRetryScheduler(attempt);
  const boss =
    config.jobRunner === 'pg-boss' && config.databaseUrl
      ? new PgBossRetryScheduler(config.databaseUrl, deps.logger)
      : null;
  const scheduler: RetryScheduler = boss ?? timers;
  const attemptDeps = { webhooks, sender, guard, scheduler, inbox, clock, tuning };
  const delivery = {
    inbox,
    mailer: deps.mailer,
    chat: deps.chat,
    webhooks,
    scheduler,
    clock,
    publicUrl: config.publicUrl,
  };
  const rules = new KyselyAlertRules(deps.db);
  const evaluation = {
    ...delivery,
    watchlist: deps.watchlist,
    subscribers: deps.subscribers,
    rules,
    states: new KyselyAlertItemStates(deps.db),
    placements: deps.placements,
    gradeTransitions: deps.gradeTransitions,
  };
  const perAccount = (name: string, max: number, windowMs: number) =>
    rateLimit(name, { max, windowMs }, bySignedInUser);
  const writes = perAccount('alerts-writes', 60, MINUTE);

  return {
    apiModule: async (api) => {
      await alertRulesRoutes(api, {
        rules,
        watchlist: deps.watchlist,
        subscribers: deps.subscribers,
        webhooks,
        clock,
        writes,
      });
      await alertInboxRoutes(api, {
        inbox,
        clock,
        writes,
        tests: perAccount('alerts-tests', 10, 10 * MINUTE),
        test: { ...delivery, ...attemptDeps, subscribers: deps.subscribers },
      });
      await webhookRoutes(api, {
        webhooks,
        guard,
        secrets: randomSecrets,
        clock,
        allowHttp: config.webhookAllowPrivate,
        writes: perAccount('alerts-webhooks', 20, 60 * MINUTE),
      });
    },
    async afterCycle() {
      const now = clock.now();
      const counts = infallibleValue(await evaluateAlerts(evaluation, { now }));
      const digests = infallibleValue(await sendAlertDigests(evaluation, { now }));
      if (counts.alerts > 0 || digests > 0) {
        deps.logger.info(
          `alerts: ${counts.alerts} raised, ${counts.deliveries} instant deliveries, ${digests} digest(s) sent`,
        );
      }
    },
    async start() {
      if (boss) {
        await boss.start(attempt);
        return;
      }
      // Timers die with the process: deliveries it left pending are tried again (pg-boss keeps its jobs).
      for (const id of await webhooks.pending()) await timers.schedule(id, 0);
    },
    async settle() {
      await timers.settle();
      // pg-boss runs attempts on its own schedule: wait until none is pending (at most 30 s).
      const until = Date.now() + 30_000;
      while ((await webhooks.pending()).length > 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      await timers.stop();
      await boss?.stop();
    },
  };
}
