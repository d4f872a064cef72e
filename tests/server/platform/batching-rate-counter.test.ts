import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BatchingRateCounter, sliceOf } from '@server/http/batching-rate-counter';
import { InMemoryRateCounter } from '@server/http/in-memory-rate-counter';
import type { SharedWindows, WindowIncrement, WindowTotal } from '@server/http/shared-windows';

/** The shared windows of one database, in memory: each batch applied at once, as one statement is. */
class InMemorySharedWindows implements SharedWindows {
  readonly windows = new Map<string, { count: number; endsAt: number }>();
  batches = 0;
  failNext = 0;

  async add(increments: readonly WindowIncrement[], now: number): Promise<WindowTotal[]> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('connection terminated');
    }
    this.batches += 1;
    return increments.map(({ key, count, windowMs }) => {
      const window = this.windows.get(key);
      const next =
        !window || window.endsAt <= now
          ? { count, endsAt: now + windowMs }
          : { count: window.count + count, endsAt: window.endsAt };
      this.windows.set(key, next);
      return { key, count: next.count, windowEndsAt: next.endsAt };
    });
  }

  countOf(budget: string, key: string): number {
    return this.windows.get(`${budget}\n${key}`)?.count ?? 0;
  }
}

const READS = { max: 300, windowMs: 60_000 };
const NEVER_BY_TIMER = 1_000_000_000;

function countersOn(windows: SharedWindows, processes: number, clock = { at: 0 }) {
  return Array.from(
    { length: processes },
    () => new BatchingRateCounter(windows, { now: () => clock.at, flushEveryMs: NEVER_BY_TIMER }),
  );
}

async function allowedOf(spends: Array<Promise<{ allowed: boolean }>>): Promise<number> {
  return (await Promise.all(spends)).filter((verdict) => verdict.allowed).length;
}

describe('BatchingRateCounter', () => {
  it('decides below a slice without a round trip, then sends the admissions in one batch', async () => {
    const windows = new InMemorySharedWindows();
    const [counter] = countersOn(windows, 1);
    const spends = Array.from({ length: sliceOf(READS) - 1 }, () => counter!.spend('reads', READS, 'user:1'));
    expect(await allowedOf(spends)).toBe(sliceOf(READS) - 1);
    expect(windows.batches).toBe(0);
    await counter!.flush();
    expect(windows.batches).toBe(1);
    expect(windows.countOf('reads', 'user:1')).toBe(sliceOf(READS) - 1);
  });

  it('sends on its own within the flush interval, and what is left when it closes', async () => {
    const windows = new InMemorySharedWindows();
    const timed = new BatchingRateCounter(windows, { flushEveryMs: 5 });
    await timed.spend('reads', READS, 'user:1');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(windows.countOf('reads', 'user:1')).toBe(1);
    const [closing] = countersOn(windows, 1);
    await closing!.spend('reads', READS, 'user:1');
    await closing!.close();
    expect(windows.countOf('reads', 'user:1')).toBe(2);
  });

  it("sees another process's admissions after a flush and refuses with the shared window's time left", async () => {
    const windows = new InMemorySharedWindows();
    const clock = { at: 1_000_000 };
    const [first, second] = countersOn(windows, 2, clock);
    const limit = { max: 40, windowMs: 10_000 };
    for (let i = 0; i < 40; i += 1) await first!.spend('reads', limit, 'user:2');
    await first!.flush();
    clock.at += 2_500;
    // The second process knows nothing yet: its first request is admitted and its flush learns the total.
    expect((await second!.spend('reads', limit, 'user:2')).allowed).toBe(true);
    await second!.flush();
    expect(await second!.spend('reads', limit, 'user:2')).toEqual({ allowed: false, retryAfterSeconds: 8 });
    clock.at += 7_500;
    expect((await second!.spend('reads', limit, 'user:2')).allowed).toBe(true);
  });

  it('keeps the admissions of failed flushes for a later one, and answers every request meanwhile', async () => {
    const windows = new InMemorySharedWindows();
    const errors: unknown[] = [];
    const counter = new BatchingRateCounter(windows, {
      now: () => 0,
      flushEveryMs: 5,
      reportError: (error) => errors.push(error),
    });
    const limit = { max: 100, windowMs: 60_000 };
    windows.failNext = 3;
    // A slice of 5 makes requests wait for a flush; once one fails they are decided here, unqueued.
    const spends = Array.from({ length: 30 }, () => counter.spend('reads', limit, 'user:3'));
    expect(await allowedOf(spends)).toBe(30);
    for (let waited = 0; windows.countOf('reads', 'user:3') < 30 && waited < 100; waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(windows.failNext).toBe(0);
    expect(windows.countOf('reads', 'user:3')).toBe(30);
    // Three failures in a row are one outage, reported once.
    expect(errors).toHaveLength(1);
    await counter.close();
  });

  it('counts each budget and key on its own', async () => {
    const windows = new InMemorySharedWindows();
    const [counter] = countersOn(windows, 1);
    const limit = { max: 2, windowMs: 60_000 };
    for (let i = 0; i < 3; i += 1) await counter!.spend('reads', limit, 'user:4');
    expect((await counter!.spend('reads', limit, 'user:4')).allowed).toBe(false);
    expect((await counter!.spend('reads', limit, 'user:5')).allowed).toBe(true);
    expect((await counter!.spend('music-service', limit, 'user:4')).allowed).toBe(true);
  });

  it('admits at least max and fewer than max + processes × slice, whatever the order of requests and flushes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 80 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 160 }),
        async (s, max, processes, senders) => {
          const windows = new InMemorySharedWindows();
          const add = s.scheduleFunction(windows.add.bind(windows));
          const counters = countersOn({ add }, processes);
          const limit = { max, windowMs: 60_000 };
          const spends = senders.map((sender) =>
            s
              .schedule(Promise.resolve(sender % processes))
              .then((p) => counters[p]!.spend('reads', limit, 'k')),
          );
          const allowed = await s.waitFor(allowedOf(spends));
          await s.waitFor(Promise.all(counters.map((counter) => counter.close())));
          expect(allowed).toBeGreaterThanOrEqual(Math.min(max, senders.length));
          expect(allowed).toBeLessThan(max + processes * sliceOf(limit));
          expect(windows.countOf('reads', 'k')).toBe(allowed);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is exact where exactness is asked for: the in-process counter admits exactly max', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 80 }),
        fc.integer({ min: 1, max: 200 }),
        async (max, demand) => {
          const counter = new InMemoryRateCounter(() => 0);
          const spends = Array.from({ length: demand }, () =>
            counter.spend('login:ip', { max, windowMs: 1 }, 'ip'),
          );
          expect(await allowedOf(spends)).toBe(Math.min(max, demand));
        },
      ),
    );
  });
});
