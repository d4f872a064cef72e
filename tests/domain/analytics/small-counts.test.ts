import { describe, expect, it } from 'vitest';
import { analyzeFollowerChart } from '@domain/analytics';
import { scoreAnomalies } from '../../../domain/analytics/score-anomalies';
import { sortedObservations } from '../../../domain/analytics/time-series';
import { dailyHistory, type Point } from './follower-builders';

/** Daily follower counts from `start`, adding `rates[day]` each day. */
function fromRates(start: number, rates: readonly number[]): number[] {
  const followers = [start];
  for (const rate of rates) followers.push(followers.at(-1)! + rate);
  return followers;
}

function scored(points: readonly Point[]) {
  return scoreAnomalies(
    sortedObservations(
      points,
      (point) => point.checked_at,
      (point) => point.followers,
    ),
  );
}

/** 90 days at `typical` a day (a 0.75x-1.25x weekly wobble), one day of `multiple` times it on day 45. */
function oneBigDay(typical: number, multiple: number): number[] {
  const wobble = [1, 0.75, 1.25, 1, 0.875, 1.125, 1];
  const rates = Array.from({ length: 90 }, (_, day) =>
    day === 45 ? Math.round(typical * (1 + multiple)) : Math.round(typical * wobble[day % 7]!),
  );
  return fromRates(typical * 100, rates);
}

describe('a playlist judged on small counts', () => {
  it('does not grade a day at five times the usual when counting alone scatters that much', () => {
    const { judgedLabels, gradedLabels } = scored(dailyHistory(oneBigDay(8, 5.3)));
    expect(judgedLabels[46]).toBe('extreme');
    expect(gradedLabels[46]).toBeNull();
  });

  it('still grades the same multiple on thousands a day, where counting is a sliver of it', () => {
    const { judgedLabels, gradedLabels } = scored(dailyHistory(oneBigDay(800, 5.3)));
    expect(judgedLabels[46]).toBe('extreme');
    expect(gradedLabels[46]).toBe('extreme');
  });

  it('does not take a week at twice ten a day for a plateau when counting scatters more than the baseline seemed to', () => {
    // The baseline's whole counts sit within a follower of 9, a spread counting alone would not give.
    const quiet = [8, 9, 10, 9, 8, 10, 9];
    const rates = Array.from({ length: 80 }, (_, day) =>
      day >= 50 && day < 57 ? 11 + quiet[day % 7]! : quiet[day % 7]!,
    );
    const analysis = analyzeFollowerChart(dailyHistory(fromRates(1000, rates)));
    expect(analysis.events).toEqual([]);
    expect(analysis.verdict).toBe('clean');
  });
});
