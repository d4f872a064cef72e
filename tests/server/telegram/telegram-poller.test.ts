import { describe, expect, it, vi } from 'vitest';
import type { Result } from '@server/platform/result';
import type { BotFailure, BotUpdate, PollerLock, TelegramBot } from '@server/telegram/ports';
import { TelegramPoller } from '@server/telegram/telegram-poller';
import { CapturingLog, FakeTime } from '../../support/fakes/telegram/fake-time';

const TUNING = {
  pollTimeoutSeconds: 25,
  lockRetryMs: 30_000,
  conflictBackoffMs: { first: 1000, max: 8000 },
  errorBackoffMs: 5000,
};

/** Answers scripted getUpdates results, then holds the poll open until aborted (an idle long poll). */
class ScriptedBot implements TelegramBot {
  readonly polls: Array<{ offset: number; timeout: number }> = [];
  constructor(private readonly script: Array<Result<BotUpdate[], BotFailure>>) {}
  async getMe() {
    return { ok: true as const, value: { id: 1, username: 'bot' } };
  }
  async getUpdates(
    offset: number,
    timeout: number,
    signal?: AbortSignal,
  ): Promise<Result<BotUpdate[], BotFailure>> {
    this.polls.push({ offset, timeout });
    const next = this.script.shift();
    if (next) return next;
    if (timeout === 0) return { ok: true, value: [] };
    await new Promise((resolve) => signal?.addEventListener('abort', resolve, { once: true }));
    return { ok: true, value: [] };
  }
  async sendMessage(): Promise<Result<void, BotFailure>> {
    return { ok: true, value: undefined };
  }
}

class FakeLock implements PollerLock {
  held = false;
  attempts = 0;
  constructor(private readonly available: boolean) {}
  async tryAcquire() {
    this.attempts++;
    this.held = this.held || this.available;
    return this.held;
  }
  isHeld() {
    return this.held;
  }
  async release() {
    this.held = false;
  }
}

const updates = (...ids: number[]): Result<BotUpdate[], BotFailure> => ({
  ok: true,
  value: ids.map((id) => ({ updateId: id, message: { chatId: 1, chatType: 'private', text: `m${id}` } })),
});

function poller(bot: TelegramBot, lock: PollerLock, handled: number[] = [], fail?: number) {
  const time = new FakeTime();
  const log = new CapturingLog();
  const instance = new TelegramPoller(
    {
      bot,
      lock,
      pause: time,
      log,
      handle: async (update) => {
        if (update.updateId === fail) throw new Error('database down');
        handled.push(update.updateId);
      },
    },
    TUNING,
  );
  return { instance, time, log };
}

describe('telegram poller', () => {
  it('long-polls with offset = highest update_id + 1 and handles each update once', async () => {
    const bot = new ScriptedBot([updates(10, 11), updates(), updates(12)]);
    const lock = new FakeLock(true);
    const handled: number[] = [];
    const { instance } = poller(bot, lock, handled, 11);
    instance.start();
    await vi.waitFor(() => expect(bot.polls).toHaveLength(4));
    await instance.stop();
    expect(bot.polls.slice(0, 4)).toEqual([
      { offset: 0, timeout: 25 },
      { offset: 12, timeout: 25 },
      { offset: 12, timeout: 25 },
      { offset: 13, timeout: 25 },
    ]);
    // The failing update 11 is skipped, not retried forever.
    expect(handled).toEqual([10, 12]);
    // Stopping confirms what was handled, without waiting, and frees the lock.
    expect(bot.polls.at(-1)).toEqual({ offset: 13, timeout: 0 });
    expect(lock.held).toBe(false);
  });

  it('does not poll without the lock, and retries taking it every lockRetryMs', async () => {
    const bot = new ScriptedBot([]);
    const lock = new FakeLock(false);
    const { instance, time } = poller(bot, lock);
    instance.start();
    await vi.waitFor(() => expect(lock.attempts).toBeGreaterThanOrEqual(3));
    await instance.stop();
    expect(bot.polls).toEqual([]);
    expect(new Set(time.sleeps)).toEqual(new Set([30_000]));
  });

  it('logs a 409 once and backs off, doubling up to the maximum', async () => {
    const conflict: Result<BotUpdate[], BotFailure> = { ok: false, error: { kind: 'conflict' } };
    const bot = new ScriptedBot([conflict, conflict, conflict, conflict, conflict, updates(1)]);
    const { instance, time, log } = poller(bot, new FakeLock(true));
    instance.start();
    await vi.waitFor(() => expect(bot.polls).toHaveLength(7));
    await instance.stop();
    expect(time.sleeps).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect(log.lines.filter((line) => line.includes('409'))).toHaveLength(1);
    expect(log.lines.at(-1)).toBe('info telegram: polling again');
  });

  it('waits out a 429 and backs off after network failures', async () => {
    const bot = new ScriptedBot([
      { ok: false, error: { kind: 'rate_limited', retryAfterSeconds: 3 } },
      { ok: false, error: { kind: 'network', description: 'ECONNRESET' } },
    ]);
    const { instance, time } = poller(bot, new FakeLock(true));
    instance.start();
    await vi.waitFor(() => expect(bot.polls).toHaveLength(3));
    await instance.stop();
    expect(time.sleeps).toEqual([3000, 5000]);
  });
});
