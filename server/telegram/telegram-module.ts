import type { Kysely } from 'kysely';
import type { Clock } from '@domain/ports/clock';
import type { ApiModule } from '../http/api-module';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { Logger } from '../platform/logger';
import { HttpTelegramBot } from './adapters/http-telegram-bot';
import { InProcessPollerLock } from './adapters/in-process-poller-lock';
import { KyselyTelegramLinks } from './adapters/kysely-telegram-links';
import { PostgresPollerLock } from './adapters/postgres-advisory-lock';
import { randomLinkPayloads } from './adapters/random-link-payloads';
import { timerPause } from './adapters/timer-pause';
import { botReplies } from './bot-replies';
import { ChatPacer, type PacingLimits, TELEGRAM_PACING } from './chat-pacer';
import type { ChangeLine, ChatNotificationSetting, ChatNotifier, NotifyFailure } from './ports';
import type { Result } from '../platform/result';
import { telegramRoutes } from './routes/telegram-routes';
import { DEFAULT_POLLER_TUNING, type PollerTuning, TelegramPoller } from './telegram-poller';
import { checkLinkStatus } from './use-cases/check-link-status';
import { generateLinkToken } from './use-cases/generate-link-token';
import { handleUpdate } from './use-cases/handle-update';
import { sendDigest } from './use-cases/send-digest';
import { sendNote } from './use-cases/send-note';
import { unlinkTelegram } from './use-cases/unlink-telegram';

export interface TelegramTuning extends PollerTuning {
  readonly pacing: PacingLimits;
  /** A 429 asking to wait longer than this drops the message instead of stalling the alerts. */
  readonly maxRetryAfterSeconds: number;
  /** HTTP timeout of `getMe` and `sendMessage`. */
  readonly requestTimeoutMs: number;
}

export const DEFAULT_TELEGRAM_TUNING: TelegramTuning = {
  ...DEFAULT_POLLER_TUNING,
  pacing: TELEGRAM_PACING,
  maxRetryAfterSeconds: 60,
  requestTimeoutMs: 10_000,
};

export interface TelegramModuleDeps {
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly config: Pick<Config, 'telegramBotToken' | 'telegramApiUrl' | 'publicUrl'>;
  readonly logger: Logger;
  /** The account setting `telegram_notifications` (accounts' notification settings). */
  readonly notificationSetting: ChatNotificationSetting;
  /** PostgreSQL: the poller lock is an advisory lock there. Unset (PGlite): an in-process lock. */
  readonly databaseUrl: string | undefined;
  readonly tuning?: Partial<TelegramTuning>;
}

export interface TelegramModule {
  /** `/api/generate_telegram_token`, `/api/check_telegram_link_status`, `/api/unlink_telegram`, `/api/telegram/availability`. */
  readonly apiModule: ApiModule;
  /** Delivers alerts, grouped by item, to linked chats (the alerts feature's chat channel). */
  readonly notifier: ChatNotifier;
  /** Whether a bot token is configured (alerts by Telegram can be delivered at all). */
  readonly available: boolean;
  /** For the settings rule: `telegram_notifications` may only be switched on while a chat is linked. */
  isTelegramLinked(userId: number): Promise<boolean>;
  /** Starts the long-polling bot when a token is configured (one poller per deployment). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The Telegram feature's wiring: linking routes, the bot's poller and the alerts notifier. */
export function createTelegramModule(deps: TelegramModuleDeps): TelegramModule {
  const tuning = { ...DEFAULT_TELEGRAM_TUNING, ...deps.tuning };
  const { clock, config, logger: log } = deps;
  const links = new KyselyTelegramLinks(deps.db, deps.notificationSetting);
  const bot = config.telegramBotToken
    ? new HttpTelegramBot({
        apiUrl: config.telegramApiUrl,
        token: config.telegramBotToken,
        requestTimeoutMs: tuning.requestTimeoutMs,
      })
    : null;
  const pacer = new ChatPacer(clock, timerPause, tuning.pacing);
  const delivery = bot && { bot, links, pacer, log, maxRetryAfterSeconds: tuning.maxRetryAfterSeconds };
  const poller =
    delivery &&
    new TelegramPoller(
      {
        bot: delivery.bot,
        lock: deps.databaseUrl ? new PostgresPollerLock(deps.databaseUrl) : new InProcessPollerLock(deps.db),
        pause: timerPause,
        log,
        handle: (update) =>
          handleUpdate({ ...delivery, clock, replies: botReplies(config.publicUrl) }, { update }),
      },
      tuning,
    );

  return {
    apiModule: (api) =>
      telegramRoutes(api, {
        available: bot !== null,
        generateLinkToken: (userId) =>
          generateLinkToken({ bot, links, payloads: randomLinkPayloads, clock }, { userId }),
        checkLinkStatus: (userId) => checkLinkStatus({ links, clock }, { userId }),
        unlink: (userId) => unlinkTelegram({ links }, { userId }),
      }),
    available: bot !== null,
    notifier: {
      notify: async (userId, lines) =>
        delivery
          ? sendDigest({ ...delivery, publicUrl: config.publicUrl }, { userId, lines })
          : { ok: false, error: 'unavailable' },
      note: async (userId, text) =>
        delivery ? sendNote(delivery, { userId, text }) : { ok: false, error: 'unavailable' },
    },
    async isTelegramLinked(userId) {
      return (await links.status(userId, clock.now())) === 'linked';
    },
    async start() {
      poller?.start();
    },
    async stop() {
      await poller?.stop();
    },
  };
}

const NOTIFY_FAILURE_WORDS: Record<NotifyFailure, string> = {
  not_linked: 'Telegram is not linked, or messaging-app notifications are off in My Account.',
  unavailable: 'Telegram alerts are not available on this Chartpulse.',
  blocked: 'The Chartpulse bot was blocked in Telegram, so the chat was unlinked.',
  rate_limited: 'Telegram asked Chartpulse to slow down; the message was not sent.',
  failed: 'Telegram did not accept the message.',
};

/** Alerts' chat channel: one user's alerts grouped by item, or a plain note; failures in plain words. */
export function telegramAlerts(
  telegram: Pick<TelegramModule, 'notifier' | 'available' | 'isTelegramLinked'>,
) {
  const words = (sent: Result<{ messages: number }, NotifyFailure>): Result<void, string> =>
    sent.ok ? { ok: true, value: undefined } : { ok: false, error: NOTIFY_FAILURE_WORDS[sent.error] };
  return {
    available: telegram.available,
    isLinked: (userId: number) => telegram.isTelegramLinked(userId),
    sendGroups: async (
      userId: number,
      groups: ReadonlyArray<{
        readonly item: { kind: ChangeLine['kind']; spotify_id: string; name: string } | null;
        readonly messages: readonly string[];
      }>,
    ) => {
      const lines = groups.flatMap((group) =>
        group.item
          ? [
              {
                kind: group.item.kind,
                spotifyId: group.item.spotify_id,
                name: group.item.name,
                reasons: group.messages,
              },
            ]
          : [],
      );
      return words(await telegram.notifier.notify(userId, lines));
    },
    sendNote: async (userId: number, text: string) => words(await telegram.notifier.note(userId, text)),
  };
}
