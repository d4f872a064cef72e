import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectAnomalies } from '@domain/analytics';
import { generateFollowerSeries } from '../../../bench/support/follower-series';
import { scoreAnomalies } from '../../../domain/analytics/score-anomalies';
import { sortedObservations } from '../../../domain/analytics/time-series';
import {
  anyHistory,
  dailyHistory,
  dayIso,
  historyAndShuffle,
  smoothOrganicHistory,
  toPoints,
} from './follower-builders';

/** Daily series growing ~`rate`/day with deterministic ±noise (a weekly-ish wobble). */
function steadyGrowth(days: number, rate: number, start = 10_000): number[] {
  let value = start;
  return Array.from({ length: days }, (_, day) => {
    value += rate * (1 + 0.3 * Math.sin(day * 0.9) + 0.2 * Math.cos(day * 2.3));
    return Math.round(value);
  });
}

describe('detectAnomalies', () => {
  it('labels exactly one entry per input point, whatever the input', () => {
    fc.assert(
      fc.property(anyHistory, (entries) => {
        const points = toPoints(entries);
        const labels = detectAnomalies(points);
        expect(labels).toHaveLength(points.length);
        for (const label of labels) expect([null, 'extreme', 'trend']).toContain(label);
      }),
    );
  });

  it('gives each point the same label whatever the input order', () => {
    fc.assert(
      fc.property(historyAndShuffle, ([history, shuffled]) => {
        const key = (point: { checked_at: string; followers: number }) =>
          `${point.checked_at}|${point.followers}`;
        const labelsOf = (points: typeof history) => {
          const labels = detectAnomalies(points);
          return points.map((point, index) => `${key(point)}=${labels[index]}`).sort();
        };
        expect(labelsOf(shuffled)).toEqual(labelsOf(history));
      }),
    );
  });

  it('grades only what the chart marks: every graded extreme is marked extreme, and labels differ only on marked extremes', () => {
    fc.assert(
      fc.property(anyHistory, (entries) => {
        const points = toPoints(entries);
        const scored = scoreAnomalies(
          sortedObservations(
            points,
            (point) => point.checked_at,
            (point) => point.followers,
          ),
        );
        scored.gradedLabels.forEach((graded, index) => {
          const marked = scored.judgedLabels[index];
          if (graded === 'extreme') expect(marked).toBe('extreme');
          if (graded !== marked) expect(marked).toBe('extreme');
        });
      }),
    );
  });

  it('never calls a smooth organic growth curve extreme', () => {
    fc.assert(
      fc.property(smoothOrganicHistory, (history) => {
        expect(detectAnomalies(history)).not.toContain('extreme');
      }),
    );
  });

  it('labels a single jump of 20x the typical daily change extreme', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 200 }),
        fc.double({ min: 3, max: 5000, noNaN: true }),
        fc.double({ min: 0.25, max: 0.75, noNaN: true }),
        fc.boolean(),
        (days, rate, where, drop) => {
          const followers = steadyGrowth(days, rate, 1_000_000);
          const changes = followers.slice(1).map((value, index) => Math.abs(value - followers[index]!));
          const typical = [...changes].sort((a, b) => a - b)[changes.length >> 1]!;
          const at = Math.floor(days * where);
          const jump = (drop ? -20 : 20) * typical;
          const injected = followers.map((value, day) => (day >= at ? value + jump : value));
          expect(detectAnomalies(dailyHistory(injected))[at]).toBe('extreme');
        },
      ),
    );
  });

  it('labels a flat +N/day bot plateau as a trend, and only that run', () => {
    const followers = steadyGrowth(120, 50);
    const plateau = followers.map((value, day) => value + 600 * Math.min(Math.max(day - 59, 0), 21));
    const labels = detectAnomalies(dailyHistory(plateau));
    const trendDays = labels.flatMap((label, day) => (label === 'trend' ? [day] : []));
    expect(trendDays).toEqual(Array.from({ length: 21 }, (_, offset) => 60 + offset));
    expect(labels).not.toContain('extreme');
  });

  it('leaves weekly rhythm and a slow viral ramp alone', () => {
    let value = 5000;
    const followers = Array.from({ length: 200 }, (_, day) => {
      const weekly = day % 7 >= 5 ? 1.6 : 1;
      const viral = 6 * Math.exp(-(((day - 100) / 15) ** 2) / 2);
      value += 40 * weekly * (1 + viral);
      return Math.round(value);
    });
    expect(detectAnomalies(dailyHistory(followers)).every((label) => label === null)).toBe(true);
  });

  it('judges changes per elapsed day, so a gap is not a jump', () => {
    const days = [
      ...Array.from({ length: 30 }, (_, day) => day),
      ...Array.from({ length: 30 }, (_, day) => day + 40),
    ];
    const history = days.map((day) => ({
      checked_at: dayIso(day),
      followers: 1000 + day * 100 + (day % 3) * 7,
    }));
    expect(detectAnomalies(history).every((label) => label === null)).toBe(true);
  });

  it('handles empty, single, all-zero and duplicate-timestamp histories', () => {
    expect(detectAnomalies([])).toEqual([]);
    expect(detectAnomalies(dailyHistory([5]))).toEqual([null]);
    expect(detectAnomalies(dailyHistory(Array(40).fill(0)))).toEqual(Array(40).fill(null));
    const duplicated = dailyHistory(steadyGrowth(40, 30)).flatMap((point) => [point, { ...point }]);
    expect(detectAnomalies(duplicated).every((label) => label === null)).toBe(true);
    expect(detectAnomalies([{ checked_at: 'garbage', followers: 3 }])).toEqual([null]);
  });

  it('finds the bursts, purges and plateaus of a seeded generated series', () => {
    const series = generateFollowerSeries(7, { days: 365, bots: true });
    const labels = detectAnomalies(series.points);
    series.labels.forEach((truth, index) => {
      if (truth === null) return;
      expect(labels.slice(Math.max(0, index - 1), index + 2)).toContain(truth);
    });
  });
});
