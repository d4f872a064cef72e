import type { Kysely } from 'kysely';
import type { Clock } from '@domain/ports';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { ApiModule } from '../http/api-module';
import { rateLimit } from '../http/rate-limit';
import { tooMany } from '../platform/retry-wording';
import { bySignedInUser } from '../http/signed-in';
import type { Logger } from '../platform/logger';
import { infallibleValue } from '../platform/result';
import { DnsAddressGuard } from './adapters/dns-address-guard';
import { HttpWebhookSender } from './adapters/http-webhook-sender';
import { KyselyAlertInbox } from './adapters/kysely-alert-inbox';
import { KyselyAlertItemStates } from './adapters/kysely-alert-item-states';
import { KyselyAlertRules } from './adapters/kysely-alert-rules';
import { KyselyWebhooks } from './adapters/kysely-webhooks';
import {
  DEFAULT_QUEUE_OPTIONS,
  type PgBossQueueOptions,
  PgBossRetryScheduler,
} from './adapters/pg-boss-retry-scheduler';
import { randomSecrets } from './adapters/random-secrets';
import { TimerRetryScheduler } from './adapters/timer-retry-scheduler';
import { type DeliveryCaps, DeliveryGate } from './delivery-gate';
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
import { pruneAlerts } from './use-cases/prune-alerts';
import { requeueLostDeliveries } from './use-cases/requeue-lost-deliveries';
import { sendAlertDigests } from './use-cases/send-alert-digests';

export interface AlertsTuning extends WebhookTuning {
  /** Attempts this process runs at once (delivery-gate.ts). */
  readonly caps: DeliveryCaps;
  /** An attempt over a cap is queued again after this. */
  readonly busyRetryMs: number;
  /** pg-boss workers of this process and their batch. */
  readonly queue: PgBossQueueOptions;
}

/**
 * Retries after 30 s, 2 min, 10 min and 1 h (5 attempts); a URL is disabled after 10 deliveries in a
 * row failed for good; one POST has 10 s in all; 16 attempts at once, 4 per user, 2 per receiver.
 */
export const DEFAULT_WEBHOOK_TUNING: AlertsTuning = {
  retryDelaysMs: [30_000, 120_000, 600_000, 3_600_000],
  disableAfter: 10,
  timeoutMs: 10_000,
  caps: { total: 16, perUser: 4, perReceiver: 2 },
  busyRetryMs: 1000,
  queue: DEFAULT_QUEUE_OPTIONS,
};

/** How often lost deliveries are looked for and old alerts pruned (also once at start). */
const HOUSEKEEPING_EVERY_MS = 5 * 60_000;

export interface AlertsModuleDeps {
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly config: Pick<
    Config,
    | 'publicUrl'
    | 'webhookAllowPrivate'
    | 'webhookAllowHttp'
    | 'alertsInboxRetentionDays'
    | 'webhookDeliveryRetentionDays'
    | 'databaseUrl'
    | 'jobRunner'
  >;
  readonly logger: Logger;
  readonly mailer: AlertMailer;
  /** Whether the mailer reaches people (SMTP), not only the server log: email alerts can deliver. */
  readonly mailConfigured: boolean;
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
  readonly tuning?: Partial<AlertsTuning>;
}

export interface AlertsModule {
  /** `/api/alerts/…`: rules, inbox, test alerts, webhooks. */
  readonly apiModule: ApiModule;
  /** After each refresh cycle: evaluate the rules, send instant alerts, then any digest due. */
  afterCycle(): Promise<void>;
  /**
   * Starts webhook attempts (pg-boss on PostgreSQL with `JOB_RUNNER=pg-boss`, timers otherwise) and
   * the housekeeping every 5 minutes.
   */
  start(): Promise<void>;
  /** Queues lost deliveries again and prunes old alerts and delivery logs (also run on a schedule). */
  housekeeping(): Promise<{ requeued: number; prunedAlerts: number; prunedDeliveries: number }>;
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
  const gate = new DeliveryGate(tuning.caps);
  const attempt = async (deliveryId: number) => {
    try {
      const ran = await attemptWebhookDelivery(attemptDeps, { deliveryId, gate });
      if (ran.ok && ran.value === 'busy') await scheduler.schedule(deliveryId, tuning.busyRetryMs);
    } catch (error) {
      deps.logger.error(`webhook delivery ${deliveryId}: ${error instanceof Error ? error.message : error}`);
    }
  };
  const timers = new TimerRetryScheduler(attempt);
  const boss =
    config.jobRunner === 'pg-boss' && config.databaseUrl
      ? new PgBossRetryScheduler(config.databaseUrl, deps.logger, tuning.queue)
      : null;
  const scheduler: RetryScheduler = boss ?? timers;
  const attemptDeps = { webhooks, sender, guard, scheduler, inbox, clock, tuning };
  const retention = {
    inboxDays: config.alertsInboxRetentionDays,
    deliveryLogDays: config.webhookDeliveryRetentionDays,
  };
  const housekeeping = async () => {
    const requeued = infallibleValue(await requeueLostDeliveries({ webhooks, scheduler, clock }));
    const pruned = infallibleValue(await pruneAlerts({ inbox, webhooks, clock, retention }));
    if (requeued > 0 || pruned.alerts > 0 || pruned.deliveries > 0) {
      deps.logger.info(
        `alerts: ${requeued} lost webhook deliveries queued again; pruned ${pruned.alerts} alerts, ${pruned.deliveries} delivery log rows`,
      );
    }
    return { requeued, prunedAlerts: pruned.alerts, prunedDeliveries: pruned.deliveries };
  };
  let housekeepingTimer: NodeJS.Timeout | null = null;
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
  const perAccount = (name: string, max: number, windowMs: number, what: string) =>
    rateLimit(name, { max, windowMs }, bySignedInUser, tooMany(what));
  const writes = perAccount('alerts-writes', 60, MINUTE, 'changes to alerts');

  return {
    apiModule: async (api) => {
      await alertRulesRoutes(api, {
        rules,
        watchlist: deps.watchlist,
        subscribers: deps.subscribers,
        webhooks,
        chat: deps.chat,
        mailConfigured: deps.mailConfigured,
        clock,
        writes,
      });
      await alertInboxRoutes(api, {
        inbox,
        clock,
        writes,
        tests: perAccount('alerts-tests', 10, 10 * MINUTE, 'test alerts'),
        test: {
          ...delivery,
          ...attemptDeps,
          subscribers: deps.subscribers,
          mailConfigured: deps.mailConfigured,
        },
      });
      await webhookRoutes(api, {
        webhooks,
        guard,
        secrets: randomSecrets,
        clock,
        allowHttp: config.webhookAllowHttp,
        allowPrivate: config.webhookAllowPrivate,
        writes: perAccount('alerts-webhooks', 20, 60 * MINUTE, 'webhook changes'),
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
        await boss.start(attempt, housekeeping);
      } else {
        // Timers die with the process, and so did any attempt it was making (PGlite has one
        // process): every pending delivery is queued again for when it is due, its id unchanged.
        await webhooks.releaseHolds();
        const now = clock.now().getTime();
        for (const { id, dueAt } of await webhooks.pending()) {
          await timers.schedule(id, Math.max(0, dueAt.getTime() - now));
        }
        housekeepingTimer = setInterval(() => {
          housekeeping().catch((error: Error) => deps.logger.error(`alerts housekeeping: ${error.message}`));
        }, HOUSEKEEPING_EVERY_MS);
        housekeepingTimer.unref?.();
      }
      await housekeeping();
    },
    housekeeping,
    async settle() {
      await timers.settle();
      // pg-boss runs attempts on its own schedule: wait until none is pending (at most 30 s).
      const until = Date.now() + 30_000;
      while ((await webhooks.pending()).length > 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (housekeepingTimer) clearInterval(housekeepingTimer);
      await timers.stop();
      await boss?.stop();
    },
  };
}
