import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growthStats, popularityGrowthStats } from '@domain/analytics';
import {
  anyHistory,
  dailyHistory,
  dayIso,
  historyAndShuffle,
  historyAt,
  toPoints,
} from './follower-builders';

const RATE_KEYS = [
  'cumulativeGrowthRate',
  'recentGrowthRate',
  'weeklyGrowthRate',
  'monthlyGrowthRate',
] as const;

describe('growthStats (docs/product.md §9 baselines)', () => {
  it('uses first, previous, ~7-days-before and ~30-days-before entries as baselines', () => {
    const days = [0, 10, 20, 29, 31, 33, 38, 39, 40];
    const history = historyAt(days, [100, 110, 200, 300, 400, 500, 800, 900, 1000]);
    const stats = growthStats(history);
    expect(stats.latest).toBe(1000);
    expect(stats.sinceLastCheck).toBe(100);
    expect(stats.averageDailyChange).toBeCloseTo(900 / 40);
    expect(stats.cumulativeGrowthRate).toBeCloseTo(900);
    expect(stats.recentGrowthRate).toBeCloseTo((100 / 900) * 100);
    // 7 days before day 40 is day 33 (500 followers); 30 days before is day 10 (110).
    expect(stats.weeklyGrowthRate).toBeCloseTo(100);
    expect(stats.monthlyGrowthRate).toBeCloseTo((890 / 110) * 100);
    expect([stats.cumulativeChange, stats.weeklyChange, stats.monthlyChange]).toEqual([900, 500, 890]);
  });

  it('gives no 7- or 30-day figure until the checks span those days', () => {
    const short = growthStats(dailyHistory([100, 110, 120, 130]));
    expect([
      short.weeklyChange,
      short.weeklyGrowthRate,
      short.monthlyChange,
      short.monthlyGrowthRate,
    ]).toEqual([null, null, null, null]);
    expect(short.cumulativeChange).toBe(30);
    const week = growthStats(dailyHistory(Array.from({ length: 8 }, (_, day) => 100 + day)));
    expect(week.weeklyChange).toBe(7);
    expect(week.monthlyChange).toBeNull();
  });

  it('measures the average daily change per day of elapsed time, not per point', () => {
    const stats = growthStats(historyAt([0, 1, 10], [0, 50, 100]));
    expect(stats.averageDailyChange).toBe(10);
  });

  it('gives null, never Infinity or NaN, for a zero baseline', () => {
    const stats = growthStats(dailyHistory([0, 0, 5]));
    expect(stats.cumulativeGrowthRate).toBeNull();
    expect(stats.recentGrowthRate).toBeNull();
    expect(stats.sinceLastCheck).toBe(5);
  });

  it('handles empty, single and same-timestamp histories', () => {
    expect(growthStats([])).toEqual({
      latest: null,
      firstCheck: null,
      sinceLastCheck: null,
      averageDailyChange: null,
      cumulativeChange: null,
      weeklyChange: null,
      monthlyChange: null,
      cumulativeGrowthRate: null,
      recentGrowthRate: null,
      weeklyGrowthRate: null,
      monthlyGrowthRate: null,
    });
    expect(growthStats(dailyHistory([42])).latest).toBe(42);
    expect(growthStats(dailyHistory([42])).recentGrowthRate).toBeNull();
    const duplicates = [
      { checked_at: dayIso(3), followers: 10 },
      { checked_at: dayIso(3), followers: 20 },
    ];
    const stats = growthStats(duplicates);
    expect(stats.averageDailyChange).toBeNull();
    expect(stats.sinceLastCheck).toBe(10);
  });

  it('ignores entries without a follower count or with an unreadable date', () => {
    const stats = growthStats([
      { checked_at: dayIso(0), followers: 100 },
      { checked_at: dayIso(1), followers: null },
      { checked_at: 'not a date', followers: 5 },
      { checked_at: dayIso(2), followers: 150 },
    ]);
    expect(stats.sinceLastCheck).toBe(50);
    expect(stats.cumulativeGrowthRate).toBeCloseTo(50);
  });

  it('never produces Infinity or NaN', () => {
    fc.assert(
      fc.property(anyHistory, (entries) => {
        const stats = growthStats(toPoints(entries));
        for (const value of Object.values(stats)) {
          if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
          else expect(value === null || typeof value === 'string').toBe(true);
        }
      }),
    );
  });

  it('does not depend on input order', () => {
    fc.assert(
      fc.property(historyAndShuffle, ([history, shuffled]) => {
        expect(growthStats(shuffled)).toEqual(growthStats(history));
      }),
    );
  });

  it('keeps every percentage when all counts are scaled by k', () => {
    fc.assert(
      fc.property(anyHistory, fc.integer({ min: 1, max: 1000 }), (entries, k) => {
        const history = toPoints(entries);
        const scaled = history.map((point) => ({ ...point, followers: point.followers * k }));
        const before = growthStats(history);
        const after = growthStats(scaled);
        for (const key of RATE_KEYS) {
          const original = before[key];
          if (original === null) expect(after[key]).toBeNull();
          else expect(after[key]).toBeCloseTo(original, 6);
        }
      }),
    );
  });

  it('keeps every change when a constant is added to all counts', () => {
    fc.assert(
      fc.property(anyHistory, fc.integer({ min: -1000, max: 1_000_000 }), (entries, offset) => {
        const history = toPoints(entries);
        const shifted = history.map((point) => ({ ...point, followers: point.followers + offset }));
        const before = growthStats(history);
        const after = growthStats(shifted);
        expect(after.sinceLastCheck).toEqual(before.sinceLastCheck);
        expect(after.averageDailyChange).toEqual(before.averageDailyChange);
      }),
    );
  });
});

describe('popularityGrowthStats', () => {
  it('applies the same baselines to popularity and skips unknown values', () => {
    const stats = popularityGrowthStats([
      { checked_at: dayIso(0), popularity: 40 },
      { checked_at: dayIso(5), popularity: null },
      { checked_at: dayIso(10), popularity: 50 },
    ]);
    expect(stats.sinceLastCheck).toBe(10);
    expect(stats.cumulativeGrowthRate).toBeCloseTo(25);
    expect(stats.averageDailyChange).toBeCloseTo(1);
  });
});
