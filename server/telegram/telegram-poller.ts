import type { BotFailure, BotUpdate, Pause, PollerLock, TelegramBot, TelegramLog } from './ports';

export interface PollerTuning {
  /** Telegram holds each `getUpdates` open this long when there is nothing new. */
  readonly pollTimeoutSeconds: number;
  /** How often an instance without the lock tries to take it over. */
  readonly lockRetryMs: number;
  /** After a 409 (another poller or a webhook on the same token): doubling waits up to `max`. */
  readonly conflictBackoffMs: { readonly first: number; readonly max: number };
  /** After a network failure or a Telegram 5xx. */
  readonly errorBackoffMs: number;
}

export const DEFAULT_POLLER_TUNING: PollerTuning = {
  pollTimeoutSeconds: 25,
  lockRetryMs: 30_000,
  conflictBackoffMs: { first: 1000, max: 60_000 },
  errorBackoffMs: 5000,
};

export interface PollerDeps {
  readonly bot: TelegramBot;
  readonly lock: PollerLock;
  readonly pause: Pause;
  readonly log: TelegramLog;
  readonly handle: (update: BotUpdate) => Promise<unknown>;
}

/**
 * Long-polls Telegram for messages to the bot. Only the holder of the poller lock polls (Telegram
 * allows one `getUpdates` stream per bot); the other instances wait to take over.
 */
export class TelegramPoller {
  private readonly stopping = new AbortController();
  private loop: Promise<void> | null = null;
  private offset = 0;
  private conflictWaitMs = 0;
  /** The failure kind last logged, so a lasting problem is logged once, not every retry. */
  private reported: BotFailure['kind'] | null = null;

  constructor(
    private readonly deps: PollerDeps,
    private readonly tuning: PollerTuning = DEFAULT_POLLER_TUNING,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Ends the long poll at once, confirms the updates already handled and frees the lock. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.loop;
    if (this.offset > 0 && this.deps.lock.isHeld()) {
      await this.deps.bot.getUpdates(this.offset, 0, AbortSignal.timeout(2000));
    }
    await this.deps.lock.release();
  }

  private async run(): Promise<void> {
    const { signal } = this.stopping;
    while (!signal.aborted) {
      try {
        await this.step(signal);
      } catch (error) {
        this.deps.log.warn(`telegram: poller error: ${error instanceof Error ? error.message : error}`);
        await this.deps.pause.sleep(this.tuning.errorBackoffMs, signal);
      }
    }
  }

  private async step(signal: AbortSignal): Promise<void> {
    if (!(await this.deps.lock.tryAcquire())) {
      await this.deps.pause.sleep(this.tuning.lockRetryMs, signal);
      return;
    }
    const answer = await this.deps.bot.getUpdates(this.offset, this.tuning.pollTimeoutSeconds, signal);
    if (signal.aborted) return;
    if (!answer.ok) {
      await this.deps.pause.sleep(this.waitAfter(answer.error), signal);
      return;
    }
    if (this.reported) this.deps.log.info('telegram: polling again');
    this.reported = null;
    this.conflictWaitMs = 0;
    for (const update of answer.value) {
      this.offset = Math.max(this.offset, update.updateId + 1);
      try {
        await this.deps.handle(update);
      } catch (error) {
        // Skipped, not retried: one bad update must not stall every later one.
        const reason = error instanceof Error ? error.message : String(error);
        this.deps.log.warn(`telegram: update ${update.updateId} failed: ${reason}`);
      }
    }
  }

  private waitAfter(failure: BotFailure): number {
    if (this.reported !== failure.kind) {
      this.reported = failure.kind;
      this.deps.log.warn(`telegram: getUpdates failed: ${describe(failure)}`);
    }
    const { first, max } = this.tuning.conflictBackoffMs;
    switch (failure.kind) {
      case 'conflict':
        this.conflictWaitMs = Math.min(max, this.conflictWaitMs === 0 ? first : this.conflictWaitMs * 2);
        return this.conflictWaitMs;
      case 'rate_limited':
        return failure.retryAfterSeconds * 1000;
      case 'unauthorized':
        return max;
      default:
        return this.tuning.errorBackoffMs;
    }
  }
}

function describe(failure: BotFailure): string {
  switch (failure.kind) {
    case 'conflict':
      return '409 Conflict: another poller or a webhook uses this bot token; backing off';
    case 'unauthorized':
      return '401 Unauthorized: TELEGRAM_BOT_TOKEN is wrong';
    case 'rate_limited':
      return `429 Too Many Requests (retry after ${failure.retryAfterSeconds} s)`;
    case 'blocked':
      return '403 Forbidden';
    default:
      return failure.description;
  }
}
