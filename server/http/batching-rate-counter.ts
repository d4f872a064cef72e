import type { LimiterVerdict } from './fixed-window-limiter';
import type { Limit, RateCounter } from './rate-counter';
import type { SharedWindows, WindowIncrement } from './shared-windows';

/** Admitted requests are sent to the shared windows at least this often (ms). */
export const FLUSH_EVERY_MS = 100;

/**
 * How many admissions of one key a process may hold unconfirmed (counted here, not yet added to the
 * shared window): a twentieth of the budget, at least one. It bounds the over-admission of N
 * processes to fewer than N × slice requests beyond `max` (docs/operations.md#rate-limits-across-processes).
 */
export function sliceOf(limit: Limit): number {
  return Math.max(1, Math.floor(limit.max / 20));
}

/** One key's budget as this process sees it. */
interface Tally {
  limit: Limit;
  /** Every process's count in the window at the last flush that carried this key. */
  seen: number;
  /** Admitted here, not yet sent. */
  pending: number;
  /** Admitted here, in the flush on its way. */
  sending: number;
  windowEndsAt: number;
}

export interface BatchingRateCounterOptions {
  /** Milliseconds since the epoch (injectable for tests); the shared windows are stamped with it. */
  readonly now?: () => number;
  /** Told when flushes start failing (once until one succeeds); their increments stay for the next one. */
  readonly reportError?: (error: unknown) => void;
  readonly flushEveryMs?: number;
}

/**
 * Counts high-volume budgets (signed-in reads, the music-service budget) shared by every API process
 * without a database round trip per request: each process decides on (the shared total at its last
 * flush + what it admitted since) and adds its admissions to the shared windows in one statement
 * every FLUSH_EVERY_MS, or at once when a key holds a slice unconfirmed (further requests of that
 * key wait for the flush). It never refuses below `max`; over it, N processes admit fewer than
 * N × slice more. While the database fails, each process decides alone on what it knows.
 */
export class BatchingRateCounter implements RateCounter {
  private readonly tallies = new Map<string, Tally>();
  private readonly now: () => number;
  private readonly flushEveryMs: number;
  private inFlight: Promise<boolean> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failing = false;

  constructor(
    private readonly windows: SharedWindows,
    private readonly options: BatchingRateCounterOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.flushEveryMs = options.flushEveryMs ?? FLUSH_EVERY_MS;
  }

  async spend(budget: string, limit: Limit, key: string): Promise<LimiterVerdict> {
    const id = `${budget}\n${key}`;
    let tally = this.tallyOf(id, limit);
    // While flushes fail, requests are decided here at once (the timer keeps retrying), not queued.
    while (!this.failing && unconfirmed(tally) >= sliceOf(limit) && admitted(tally) < limit.max) {
      await this.flush();
      tally = this.tallyOf(id, limit);
    }
    if (admitted(tally) >= limit.max) {
      const leftMs = tally.windowEndsAt - this.now();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) };
    }
    tally.pending += 1;
    if (unconfirmed(tally) >= sliceOf(limit)) void this.flush();
    else this.flushSoon();
    return { allowed: true };
  }

  /** Sends every pending admission (called on shutdown); true when the shared windows took them. */
  async flush(): Promise<boolean> {
    while (this.inFlight) if (!(await this.inFlight)) return false;
    if (!this.hasPending()) return true;
    this.inFlight = this.send().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private tallyOf(id: string, limit: Limit): Tally {
    const now = this.now();
    let tally = this.tallies.get(id);
    if (!tally) {
      tally = { limit, seen: 0, pending: 0, sending: 0, windowEndsAt: now + limit.windowMs };
      this.tallies.set(id, tally);
    } else if (tally.windowEndsAt <= now) {
      // A new window. Admissions not yet confirmed will count in it: a little early, never lost.
      tally.seen = 0;
      tally.windowEndsAt = now + limit.windowMs;
    }
    tally.limit = limit;
    return tally;
  }

  private hasPending(): boolean {
    for (const tally of this.tallies.values()) if (tally.pending > 0) return true;
    return false;
  }

  private flushSoon(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.flushEveryMs);
    this.timer.unref();
  }

  private async send(): Promise<boolean> {
    const now = this.now();
    const batch: WindowIncrement[] = [];
    for (const [key, tally] of this.tallies) {
      if (tally.pending === 0) continue;
      batch.push({ key, count: tally.pending, windowMs: tally.limit.windowMs });
      tally.sending = tally.pending;
      tally.pending = 0;
    }
    try {
      const totals = await this.windows.add(batch, now);
      for (const total of totals) {
        const tally = this.tallies.get(total.key);
        if (!tally) continue;
        tally.seen = total.count;
        tally.windowEndsAt = total.windowEndsAt;
      }
      this.failing = false;
      return true;
    } catch (error) {
      for (const { key } of batch) {
        const tally = this.tallies.get(key);
        if (tally) tally.pending += tally.sending;
      }
      if (!this.failing) this.options.reportError?.(error);
      this.failing = true;
      this.flushSoon();
      return false;
    } finally {
      for (const { key } of batch) {
        const tally = this.tallies.get(key);
        if (tally) tally.sending = 0;
      }
      this.forgetEndedWindows(this.now());
    }
  }

  private forgetEndedWindows(now: number): void {
    for (const [key, tally] of this.tallies)
      if (tally.windowEndsAt <= now && tally.pending === 0 && tally.sending === 0) this.tallies.delete(key);
  }
}

/** Admitted by every process as far as this one knows. */
function admitted(tally: Tally): number {
  return tally.seen + tally.pending + tally.sending;
}

function unconfirmed(tally: Tally): number {
  return tally.pending + tally.sending;
}
