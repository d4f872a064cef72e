import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetweenReleases, releaseStartDay } from '@domain/catalog';

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

describe('release dates (properties)', () => {
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
});
