import { closestEarlierIndex, DAY_MS, sortedObservations, type TimedValue } from './time-series';

/** Growth figures of SPEC §9. Rates are percentages; null means "not available" (never NaN/Infinity). */
export interface GrowthStats {
  /** Latest value, or null without observations. */
  readonly latest: number | null;
  /** Latest minus the previous observation; null with fewer than two. */
  readonly sinceLastCheck: number | null;
  /** Change per day of elapsed time between the first and last observation. */
  readonly averageDailyChange: number | null;
  /** Last versus first, in %. */
  readonly cumulativeGrowthRate: number | null;
  /** Last versus the previous observation, in %. */
  readonly recentGrowthRate: number | null;
  /** Last versus the observation closest to 7 days before the last check, in %. */
  readonly weeklyGrowthRate: number | null;
  /** Last versus the observation closest to 30 days before the last check, in %. */
  readonly monthlyGrowthRate: number | null;
}

/**
 * Growth statistics of a follower history (SPEC §9 baselines). Accepts any order and sorts inside;
 * entries with a null follower count or an unparseable timestamp are ignored.
 */
export function growthStats(
  history: ReadonlyArray<{ readonly checked_at: string; readonly followers: number | null }>,
): GrowthStats {
  return growthOf(
    sortedObservations(
      history,
      (entry) => entry.checked_at,
      (entry) => entry.followers,
    ),
  );
}

/** The same statistics for a popularity history (0-100 values; null entries ignored). */
export function popularityGrowthStats(
  history: ReadonlyArray<{ readonly checked_at: string; readonly popularity: number | null }>,
): GrowthStats {
  return growthOf(
    sortedObservations(
      history,
      (entry) => entry.checked_at,
      (entry) => entry.popularity,
    ),
  );
}

/** Growth statistics of observations already sorted by time. */
export function growthOf(observations: ReadonlyArray<TimedValue>): GrowthStats {
  const count = observations.length;
  const last = observations[count - 1];
  const first = observations[0];
  const previous = observations[count - 2];
  if (!last || !first || !previous) {
    return {
      latest: last ? last.value : null,
      sinceLastCheck: null,
      averageDailyChange: null,
      cumulativeGrowthRate: null,
      recentGrowthRate: null,
      weeklyGrowthRate: null,
      monthlyGrowthRate: null,
    };
  }
  const elapsedDays = (last.time - first.time) / DAY_MS;
  const weekly = observations[closestEarlierIndex(observations, last.time - 7 * DAY_MS)];
  const monthly = observations[closestEarlierIndex(observations, last.time - 30 * DAY_MS)];
  return {
    latest: last.value,
    sinceLastCheck: last.value - previous.value,
    averageDailyChange: elapsedDays > 0 ? (last.value - first.value) / elapsedDays : null,
    cumulativeGrowthRate: percentChange(first.value, last.value),
    recentGrowthRate: percentChange(previous.value, last.value),
    weeklyGrowthRate: weekly ? percentChange(weekly.value, last.value) : null,
    monthlyGrowthRate: monthly ? percentChange(monthly.value, last.value) : null,
  };
}

/** Percentage change from `baseline` to `value`; null when the baseline is 0 (no meaningful rate). */
export function percentChange(baseline: number, value: number): number | null {
  if (baseline === 0) return null;
  const rate = ((value - baseline) / Math.abs(baseline)) * 100;
  return Number.isFinite(rate) ? rate : null;
}
