import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LruCatalogCache } from '@server/catalog';

describe('catalog cache (properties)', () => {
  it('never holds more entries than its bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 200 }),
        (bound, keys) => {
          const cache = new LruCatalogCache({ maxEntries: bound, now: () => 0 });
          for (const key of keys) cache.set(key, key, 1000);
          expect(cache.size).toBeLessThanOrEqual(bound);
          const last = keys.at(-1);
          if (last !== undefined) expect(cache.peek(last)).toBe(last);
        },
      ),
    );
  });
});
