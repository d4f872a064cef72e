import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryHistoryCache } from '../../../../server/tracking/adapters/memory-history-cache';

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

  it('keeps at most 5,000 answers, forgetting the oldest', async () => {
    const cache = new MemoryHistoryCache();
    for (let index = 0; index <= 5_000; index++)
      await cache.json('artist', `${index}`, 'h', async () => index);
    expect(await cache.json('artist', '5000', 'h', async () => 'reloaded')).toBe('5000');
    expect(await cache.json('artist', '0', 'h', async () => 'reloaded')).toBe('"reloaded"');
  });
});
