import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  careerLongevity,
  formatCareerLongevity,
  formatCount,
  formatDailyChange,
  signedPlural,
  formatDate,
  formatDateTime,
  formatDuration,
  formatFixedTwo,
  relativeDay,
} from '@domain/formatting';

const NUM_RUNS = 1000;
const DAY_MS = 86_400_000;

/** Reads `mm:ss` or `hh:mm:ss` back into whole seconds, refusing anything else. */
function parseDuration(text: string): number {
  const match = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)$/.exec(text);
  if (!match) throw new Error(`not a duration: ${text}`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

describe('formatDuration (docs/product.md §2 Track page)', () => {
  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [215_000, '03:35'],
    [3_599_999, '59:59'],
    [3_600_000, '01:00:00'],
    [3_723_000, '01:02:03'],
    [-5, '00:00'],
    [Number.NaN, '00:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('parses back to the whole seconds, with hours only from one hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3_600_000 }), (ms) => {
        const text = formatDuration(ms);
        expect(parseDuration(text)).toBe(Math.floor(ms / 1000));
        expect(text.split(':').length).toBe(ms >= 3_600_000 ? 3 : 2);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('careerLongevity (docs/product.md §9)', () => {
  it('uses whole years of 365 days and whole months of 30 remaining days', () => {
    expect(careerLongevity(800)).toEqual({ years: 2, months: 2 });
    expect(careerLongevity(364)).toEqual({ years: 0, months: 12 });
    expect(careerLongevity(-3)).toEqual({ years: 0, months: 0 });
    expect(formatCareerLongevity(800)).toBe('2 years and 2 months');
    expect(formatCareerLongevity(396)).toBe('1 year and 1 month');
    expect(formatCareerLongevity(10)).toBe('0 years and 0 months');
  });

  it('never accounts for more days than it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (days) => {
        const { years, months } = careerLongevity(days);
        expect(years * 365 + months * 30).toBeLessThanOrEqual(days);
        expect(days - years * 365 - months * 30).toBeLessThan(30);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('formatDate (docs/product.md §9, en-GB dd/mm/yyyy)', () => {
  it.each([
    ['2024-03-07', '07/03/2024'],
    ['2024-03-07T23:59:59Z', '07/03/2024'],
    ['2024-03-07T23:30:00-02:00', '08/03/2024'],
    ['1981-12', '12/1981'],
    ['1983', '1983'],
    ['not a date', 'not a date'],
  ])('%s → %s', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it('agrees with the UTC calendar date of any timestamp', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const date = new Date(ms);
        const [day, month, year] = formatDate(date.toISOString()).split('/').map(Number);
        expect([day, month, year]).toEqual([
          date.getUTCDate(),
          date.getUTCMonth() + 1,
          date.getUTCFullYear(),
        ]);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('formatDateTime (alerts inbox)', () => {
  it('gives the date and the UTC clock time, whatever the machine zone', () => {
    expect(formatDateTime('2026-11-29T07:05:59.000Z')).toBe('29/11/2026, 07:05 UTC');
    expect(formatDateTime('2026-01-02T23:59:00Z')).toBe('02/01/2026, 23:59 UTC');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('relativeDay (docs/product.md §2 Playlist analysis)', () => {
  const now = '2024-05-10T08:00:00Z';
  it.each([
    ['2024-05-10T00:00:01Z', 'today'],
    ['2024-05-09T23:59:59Z', 'yesterday'],
    ['2024-05-07T12:00:00Z', '3 days ago'],
    ['2024-05-11T00:00:00Z', 'today'],
    ['garbage', 'N/A'],
  ])('%s → %s', (iso, text) => {
    expect(relativeDay(iso, now)).toBe(text);
  });

  it('counts UTC calendar days whatever the time of day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: DAY_MS - 1 }),
        fc.integer({ min: 0, max: DAY_MS - 1 }),
        (days, thenTime, nowTime) => {
          const nowDay = Date.UTC(2024, 0, 1);
          const then = new Date(nowDay - days * DAY_MS + thenTime).toISOString();
          const text = relativeDay(then, new Date(nowDay + nowTime).toISOString());
          expect(text).toBe(days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('number formatting (docs/product.md §9)', () => {
  it('gives the daily average two decimals, a sign and a unit', () => {
    expect(formatDailyChange(1234.5)).toBe('+1,234.50 followers/day');
    expect(formatDailyChange(54.875)).toBe('+54.88 followers/day');
    expect(formatDailyChange(-0.5)).toBe('-0.50 followers/day');
    expect(formatDailyChange(-0.001)).toBe('0.00 followers/day');
    expect(formatDailyChange(null)).toBe('N/A');
  });

  it('always signs a daily change that does not round to zero, with two decimals and its unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (perDay) => {
        const text = formatDailyChange(perDay);
        expect(text).toMatch(/^([+-][\d,]+\.\d{2}|0\.00) followers\/day$/);
        if (text !== '0.00 followers/day') expect(text.startsWith(perDay > 0 ? '+' : '-')).toBe(true);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('writes counts with thousands separators, or "not available"', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-1234567)).toBe('-1,234,567');
    expect(formatCount(null)).toBe('not available');
  });

  it('reads back to the same value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (count, rate) => {
          expect(Number(formatCount(count).replaceAll(',', ''))).toBe(count);
          expect(formatCount(count)).toMatch(/^-?\d{1,3}(,\d{3})*$/);
          const text = formatFixedTwo(rate);
          expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
          expect(Math.abs(Number(text.replaceAll(',', '')) - rate)).toBeLessThanOrEqual(0.005 + 1e-6);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('signed counts with their noun', () => {
  it('takes the singular for one, either way, and the plural otherwise', () => {
    expect(signedPlural(1, 'follower')).toBe('+1 follower');
    expect(signedPlural(-1, 'follower')).toBe('-1 follower');
    expect(signedPlural(0, 'follower')).toBe('0 followers');
    expect(signedPlural(1234, 'follower')).toBe('+1,234 followers');
  });

  it('always signs a non-zero change and agrees in number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (change) => {
        const text = signedPlural(change, 'follower');
        expect(text).toMatch(change > 0 ? /^\+/ : change < 0 ? /^-/ : /^0 /);
        expect(text.endsWith(Math.abs(change) === 1 ? ' follower' : ' followers')).toBe(true);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
