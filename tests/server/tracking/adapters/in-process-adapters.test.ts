import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRefreshScheduler } from '@server/tracking/adapters/inline-refresh-scheduler';
import { MemoryHistoryCache, OWN_DATABASE_CACHE_MS } from '@server/tracking/adapters/memory-history-cache';
import { userAnswersId } from '@server/tracking/ports';

describe('MemoryHistoryCache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('serves the JSON of an answer for 5 s, per item and answer', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const cache = new MemoryHistoryCache();
    let loads = 0;
    const load = async () => [{ n: ++loads }];

    expect(await cache.json('artist', 'a', 'history', load)).toBe('[{"n":1}]');
    now += 4_999;
    expect(await cache.json('artist', 'a', 'history', load)).toBe('[{"n":1}]');
    expect(await cache.json('track', 'a', 'history', load)).toBe('[{"n":2}]');
    expect(await cache.json('artist', 'a', 'other', load)).toBe('[{"n":3}]');
    now += 1;
    expect(await cache.json('artist', 'a', 'history', load)).toBe('[{"n":4}]');
  });

  it('serves an answer until invalidated when only this process writes (an hour at most)', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const cache = new MemoryHistoryCache(OWN_DATABASE_CACHE_MS);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.json('artist', 'a', 'history', load)).toBe('1');
    now += 59 * 60_000;
    expect(await cache.json('artist', 'a', 'history', load)).toBe('1');
    cache.invalidate();
    expect(await cache.json('artist', 'a', 'history', load)).toBe('2');
    now += 60 * 60_000;
    expect(await cache.json('artist', 'a', 'history', load)).toBe('3');
  });

  it('drops every answer when invalidated, and keeps none read while it was', async () => {
    const cache = new MemoryHistoryCache();
    let loads = 0;
    await cache.json('artist', 'a', 'history', async () => ++loads);
    cache.invalidate();
    expect(await cache.json('artist', 'a', 'history', async () => ++loads)).toBe('2');

    let release = () => {};
    const slow = cache.json('track', 't', 'popularity', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'stale';
    });
    await Promise.resolve();
    cache.invalidate();
    release();
    expect(await slow).toBe('"stale"');
    expect(await cache.json('track', 't', 'popularity', async () => 'fresh')).toBe('"fresh"');
  });

  it('lets concurrent misses of one answer share one read, and a write start a fresh one', async () => {
    const cache = new MemoryHistoryCache();
    let loads = 0;
    let release = () => {};
    const slowLoad = async () => {
      loads++;
      await new Promise<void>((resolve) => (release = resolve));
      return loads;
    };
    const together = [1, 2, 3].map(() => cache.json('artist', 'a', 'history', slowLoad));
    await Promise.resolve();
    release();
    expect(await Promise.all(together)).toEqual(['1', '1', '1']);
    expect(loads).toBe(1);

    const before = cache.json('playlist', 'p', 'followers', slowLoad);
    await Promise.resolve();
    const releaseBefore = release;
    cache.invalidate();
    const after = cache.json('playlist', 'p', 'followers', async () => 'after the write');
    releaseBefore();
    expect(await before).toBe('2');
    expect(await after).toBe('"after the write"');
  });

  it("drops only one user's list of one kind when their tracking changes, and keeps none read meanwhile", async () => {
    const cache = new MemoryHistoryCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.json('artist', userAnswersId(1), 'dashboard-list', load);
    await cache.json('artist', userAnswersId(2), 'dashboard-list', load);
    await cache.json('artist', 'a', 'history', load);
    await cache.json('track', userAnswersId(1), 'dashboard-list', load);
    cache.invalidateUser(1, 'artist');
    expect(await cache.json('artist', userAnswersId(1), 'dashboard-list', load)).toBe('5');
    expect(await cache.json('artist', userAnswersId(2), 'dashboard-list', load)).toBe('2');
    expect(await cache.json('artist', 'a', 'history', load)).toBe('3');
    expect(await cache.json('track', userAnswersId(1), 'dashboard-list', load)).toBe('4');

    let release = () => {};
    cache.invalidateUser(1, 'track');
    const during = cache.json('track', userAnswersId(1), 'dashboard-list', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'stale';
    });
    await Promise.resolve();
    cache.invalidateUser(1, 'track');
    release();
    expect(await during).toBe('"stale"');
    expect(await cache.json('track', userAnswersId(1), 'dashboard-list', async () => 'fresh')).toBe(
      '"fresh"',
    );
  });

  it("drops an item's answers and every user's list of its kind for its new snapshot, keeping the rest", async () => {
    const cache = new MemoryHistoryCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.json('artist', 'a', 'history', load);
    await cache.json('artist', 'b', 'history', load);
    await cache.json('artist', userAnswersId(7), 'dashboard-list', load);
    await cache.json('track', userAnswersId(7), 'dashboard-list', load);
    let release = () => {};
    const slow = cache.json('artist', userAnswersId(8), 'dashboard-list', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'stale';
    });
    await Promise.resolve();
    cache.invalidateItem('artist', 'a');
    release();
    expect(await slow).toBe('"stale"');
    expect(await cache.json('artist', 'a', 'history', load)).toBe('5');
    expect(await cache.json('artist', 'b', 'history', load)).toBe('2');
    expect(await cache.json('artist', userAnswersId(7), 'dashboard-list', load)).toBe('6');
    expect(await cache.json('track', userAnswersId(7), 'dashboard-list', load)).toBe('4');
    expect(await cache.json('artist', userAnswersId(8), 'dashboard-list', load)).toBe('7');
  });

  it('keeps at most 5,000 answers, forgetting the oldest', async () => {
    const cache = new MemoryHistoryCache();
    for (let index = 0; index <= 5_000; index++)
      await cache.json('artist', `${index}`, 'h', async () => index);
    expect(await cache.json('artist', '5000', 'h', async () => 'reloaded')).toBe('5000');
    expect(await cache.json('artist', '0', 'h', async () => 'reloaded')).toBe('"reloaded"');
  });
});

const waitUntil = async (done: () => boolean) => {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 2_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('startRefreshScheduler', () => {
  it('checks at once and then every interval, runs due cycles one at a time, and logs failures', async () => {
    const due = [true, false, true, true];
    let checks = 0;
    let running = 0;
    let overlapped = false;
    const log: string[] = [];
    const scheduler = startRefreshScheduler({
      isDue: async () => due[checks++] ?? false,
      runCycle: async () => {
        overlapped ||= running > 0;
        running++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
        if (checks === 4) throw new Error('database gone');
      },
      log: (message) => log.push(message),
      intervalMinutes: 1440,
      checkEveryMs: 5,
    });
    await waitUntil(() => checks >= 5);
    await scheduler.stop();
    const stoppedAt = checks;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(checks).toBe(stoppedAt);
    expect(overlapped).toBe(false);
    expect(log).toEqual(['refresh cycle failed: database gone']);
  });
});
