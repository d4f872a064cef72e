import { describe, expect, it } from 'vitest';
import { MemoryRenderedReports } from '@server/analysis/adapters/memory-rendered-reports';

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);

describe('MemoryRenderedReports', () => {
  it('draws a part once per link and version, and again for a new version', async () => {
    const cache = new MemoryRenderedReports(10_000);
    let draws = 0;
    const draw = async () => {
      draws += 1;
      return bytes(100, draws);
    };
    const first = await cache.value('t', 'v1', 'page', draw);
    expect(await cache.value('t', 'v1', 'page', draw)).toBe(first);
    await cache.value('t', 'v1', 'preview', draw);
    expect(draws).toBe(2);
    const newer = await cache.value('t', 'v2', 'page', draw);
    expect(newer).not.toBe(first);
    expect(draws).toBe(3);
    expect(cache.size).toEqual({ links: 1, bytes: 100 });
  });

  it('shares one drawing between concurrent misses', async () => {
    const cache = new MemoryRenderedReports(10_000);
    let draws = 0;
    const draw = async () => {
      draws += 1;
      await Promise.resolve();
      return bytes(10);
    };
    await Promise.all(Array.from({ length: 8 }, () => cache.value('t', 'v', 'preview', draw)));
    expect(draws).toBe(1);
  });

  it('draws one link at a time: later misses wait for the drawing under way', async () => {
    const cache = new MemoryRenderedReports(10_000);
    let running = 0;
    let most = 0;
    const draw = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return bytes(10);
    };
    const links = Array.from({ length: 6 }, (_, index) => cache.value(`t${index}`, 'v', 'page', draw));
    expect((await Promise.all(links)).every((body) => body?.length === 10)).toBe(true);
    expect(most).toBe(1);
    expect(cache.size.links).toBe(6);
  });

  it('holds at most its bytes, the least recently used leaving first, and skips what cannot fit', async () => {
    const cache = new MemoryRenderedReports(1_000);
    for (let link = 0; link < 50; link += 1)
      await cache.value(`t${link}`, 'v', 'page', async () => bytes(300));
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.size.links).toBe(3);
    await cache.value('t47', 'v', 'page', async () => bytes(1));
    await cache.value('new', 'v', 'page', async () => bytes(300));
    let redrawn = false;
    await cache.value('t47', 'v', 'page', async () => {
      redrawn = true;
      return bytes(300);
    });
    expect(redrawn).toBe(false);
    expect(await cache.value('huge', 'v', 'page', async () => bytes(5_000))).toHaveLength(5_000);
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
  });

  it('forgets a revoked link at once, and keeps nothing for a draw that found no report', async () => {
    const cache = new MemoryRenderedReports(1_000);
    await cache.value('t', 'v', 'page', async () => bytes(100));
    cache.forget('t');
    expect(cache.size).toEqual({ links: 0, bytes: 0 });
    expect(await cache.value('gone', 'v', 'page', async () => null)).toBeNull();
    expect(cache.size.links).toBe(0);
  });
});
