import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LruCatalogCache } from '@server/catalog';
import { daysBetweenReleases, releaseStartDay } from '@server/catalog/use-cases/release-dates';
import { parseSearchRequest } from '@server/catalog/use-cases/search-request';

const releaseDate = fc
  .record({
    year: fc.integer({ min: 1950, max: 2030 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    precision: fc.constantFrom('year', 'month', 'day'),
  })
  .map(({ year, month, day, precision }) => {
    const full = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return precision === 'year' ? full.slice(0, 4) : precision === 'month' ? full.slice(0, 7) : full;
  });

describe('catalog rules (properties)', () => {
  it('orders release dates of any precision by their first day, and longevity is never negative', () => {
    fc.assert(
      fc.property(releaseDate, releaseDate, (a, b) => {
        const [first, latest] = releaseStartDay(a) <= releaseStartDay(b) ? [a, b] : [b, a];
        expect(daysBetweenReleases(first, latest)).toBeGreaterThanOrEqual(0);
        expect(releaseStartDay(a)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(releaseStartDay(a).startsWith(a)).toBe(true);
      }),
    );
  });

  it('turns a 1-based page into an item offset, within the service limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 50 }), (page, limit) => {
        const parsed = parseSearchRequest({
          query: 'a',
          type: 'track',
          page: String(page),
          limit: String(limit),
        });
        if (parsed.ok) {
          expect(parsed.value.offset).toBe((page - 1) * limit);
          expect(parsed.value.offset).toBeLessThanOrEqual(1000);
        } else {
          expect((page - 1) * limit).toBeGreaterThan(1000);
        }
      }),
    );
  });

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
