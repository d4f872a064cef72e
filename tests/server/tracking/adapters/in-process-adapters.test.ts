import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRefreshScheduler } from '@server/tracking/adapters/inline-refresh-scheduler';
import {
  MemoryHistoryCache,
  OWN_DATABASE_CACHE_MS,
  userAnswersId,
} from '@server/tracking/adapters/memory-history-cache';

describe('MemoryHistoryCache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('serves the same answer for 5 s, per item and answer', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const cache = new MemoryHistoryCache();
    let loads = 0;
    const load = async () => [{ n: ++loads }];

    expect(await cache.value('artist', 'a', 'history', load)).toEqual([{ n: 1 }]);
    now += 4_999;
    expect(await cache.value('artist', 'a', 'history', load)).toEqual([{ n: 1 }]);
    expect(await cache.value('track', 'a', 'history', load)).toEqual([{ n: 2 }]);
    expect(await cache.value('artist', 'a', 'other', load)).toEqual([{ n: 3 }]);
    now += 1;
    expect(await cache.value('artist', 'a', 'history', load)).toEqual([{ n: 4 }]);
  });

  it('serves an answer until a write is reported when only this process writes (an hour at most)', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const cache = new MemoryHistoryCache(OWN_DATABASE_CACHE_MS);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.value('artist', 'a', 'history', load)).toEqual(1);
    now += 59 * 60_000;
    expect(await cache.value('artist', 'a', 'history', load)).toEqual(1);
    cache.report({ changed: 'everything' });
    expect(await cache.value('artist', 'a', 'history', load)).toEqual(2);
    now += 60 * 60_000;
    expect(await cache.value('artist', 'a', 'history', load)).toEqual(3);
  });

  it('drops every answer when everything changed, and keeps none read meanwhile', async () => {
    const cache = new MemoryHistoryCache();
    let loads = 0;
    await cache.value('artist', 'a', 'history', async () => ++loads);
    cache.report({ changed: 'everything' });
    expect(await cache.value('artist', 'a', 'history', async () => ++loads)).toEqual(2);

    let release = () => {};
    const slow = cache.value('track', 't', 'popularity', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'stale';
    });
    await Promise.resolve();
    cache.report({ changed: 'everything' });
    release();
    expect(await slow).toEqual('stale');
    expect(await cache.value('track', 't', 'popularity', async () => 'fresh')).toEqual('fresh');
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
    const together = [1, 2, 3].map(() => cache.value('artist', 'a', 'history', slowLoad));
    await Promise.resolve();
    release();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    expect(loads).toBe(1);

    const before = cache.value('playlist', 'p', 'followers', slowLoad);
    await Promise.resolve();
    const releaseBefore = release;
    cache.report({ changed: 'everything' });
    const after = cache.value('playlist', 'p', 'followers', async () => 'after the write');
    releaseBefore();
    expect(await before).toEqual(2);
    expect(await after).toEqual('after the write');
  });

  it("drops only one user's list of one kind when their tracking changes, and keeps none read meanwhile", async () => {
    const cache = new MemoryHistoryCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.value('artist', userAnswersId(1), 'dashboard-list', load);
    await cache.value('artist', userAnswersId(2), 'dashboard-list', load);
    await cache.value('artist', 'a', 'history', load);
    await cache.value('track', userAnswersId(1), 'dashboard-list', load);
    cache.report({ changed: 'tracking', userId: 1, kind: 'artist' });
    expect(await cache.value('artist', userAnswersId(1), 'dashboard-list', load)).toEqual(5);
    expect(await cache.value('artist', userAnswersId(2), 'dashboard-list', load)).toEqual(2);
    expect(await cache.value('artist', 'a', 'history', load)).toEqual(3);
    expect(await cache.value('track', userAnswersId(1), 'dashboard-list', load)).toEqual(4);

    let release = () => {};
    cache.report({ changed: 'tracking', userId: 1, kind: 'track' });
    const during = cache.value('track', userAnswersId(1), 'dashboard-list', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'stale';
    });
    await Promise.resolve();
    cache.report({ changed: 'tracking', userId: 1, kind: 'track' });
    release();
    expect(await during).toEqual('stale');
    expect(await cache.value('track', userAnswersId(1), 'dashboard-list', async () => 'fresh')).toEqual(
      'fresh',
    );
  });

  it("drops an item's answers and every user's list of its kind for its new snapshot, keeping the rest", async () => {
    const cache = new MemoryHistoryCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.value('artist', 'a', 'history', load);
    await cache.value('artist', 'b', 'history', load);
    await cache.value('artist', userAnswersId(7), 'dashboard-list', load);
    await cache.value('track', userAnswersId(7), 'dashboard-list', load);
    let release = () => {};
    const slow = cache.value('artist', userAnswersId(8), 'dashboard-list', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'stale';
    });
    await Promise.resolve();
    cache.report({ changed: 'item', kind: 'artist', spotifyId: 'a' });
    release();
    expect(await slow).toEqual('stale');
    expect(await cache.value('artist', 'a', 'history', load)).toEqual(5);
    expect(await cache.value('artist', 'b', 'history', load)).toEqual(2);
    expect(await cache.value('artist', userAnswersId(7), 'dashboard-list', load)).toEqual(6);
    expect(await cache.value('track', userAnswersId(7), 'dashboard-list', load)).toEqual(4);
    expect(await cache.value('artist', userAnswersId(8), 'dashboard-list', load)).toEqual(7);
  });

  it('keeps at most 5,000 answers, forgetting the oldest', async () => {
    const cache = new MemoryHistoryCache();
    for (let index = 0; index <= 5_000; index++)
      await cache.value('artist', `${index}`, 'h', async () => index);
    expect(await cache.value('artist', '5000', 'h', async () => 'reloaded')).toEqual(5000);
    expect(await cache.value('artist', '0', 'h', async () => 'reloaded')).toEqual('reloaded');
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
