import { closestEarlierIndex, DAY_MS, type Observations, sortedObservations } from './time-series';

/** Growth figures of docs/product.md §9. Rates are percentages; null means "not available" (never NaN/Infinity). */
export interface GrowthStats {
  /** Latest value, or null without observations. */
  readonly latest: number | null;
  /** When the first observation was taken (ISO 8601), the baseline the cumulative figures are dated by. */
  readonly firstCheck: string | null;
  /** Latest minus the previous observation; null with fewer than two. */
  readonly sinceLastCheck: number | null;
  /** Change per day of elapsed time between the first and last observation. */
  readonly averageDailyChange: number | null;
  /** Last minus first (the window "since first check"). */
  readonly cumulativeChange: number | null;
  /** Last minus the observation closest to 7 days before the last check. */
  readonly weeklyChange: number | null;
  /** Last minus the observation closest to 30 days before the last check. */
  readonly monthlyChange: number | null;
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
 * Growth statistics of a follower history (docs/product.md §9 baselines). Accepts any order and sorts inside;
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
export function growthOf(observations: Observations): GrowthStats {
  const { length: count, time, value } = observations;
  const firstCheck = count > 0 ? new Date(time[0]!).toISOString() : null;
  if (count < 2) {
    return {
      latest: count === 1 ? value[0]! : null,
      firstCheck,
      sinceLastCheck: null,
      averageDailyChange: null,
      cumulativeChange: null,
      weeklyChange: null,
      monthlyChange: null,
      cumulativeGrowthRate: null,
      recentGrowthRate: null,
      weeklyGrowthRate: null,
      monthlyGrowthRate: null,
    };
  }
  const last = value[count - 1]!;
  const first = value[0]!;
  const previous = value[count - 2]!;
  const lastTime = time[count - 1]!;
  const elapsedDays = (lastTime - time[0]!) / DAY_MS;
  // A 7- or 30-day figure needs checks spanning those days: a shorter history would pass off its
  // whole span as a week or a month.
  const weekly = spans(elapsedDays, 7)
    ? value[closestEarlierIndex(observations, lastTime - 7 * DAY_MS)]!
    : null;
  const monthly = spans(elapsedDays, 30)
    ? value[closestEarlierIndex(observations, lastTime - 30 * DAY_MS)]!
    : null;
  return {
    latest: last,
    firstCheck,
    sinceLastCheck: last - previous,
    averageDailyChange: elapsedDays > 0 ? (last - first) / elapsedDays : null,
    cumulativeChange: last - first,
    weeklyChange: weekly === null ? null : last - weekly,
    monthlyChange: monthly === null ? null : last - monthly,
    cumulativeGrowthRate: percentChange(first, last),
    recentGrowthRate: percentChange(previous, last),
    weeklyGrowthRate: weekly === null ? null : percentChange(weekly, last),
    monthlyGrowthRate: monthly === null ? null : percentChange(monthly, last),
  };
}

/** Checks this far apart span `days` (half a day of timing slack). */
function spans(elapsedDays: number, days: number): boolean {
  return elapsedDays >= days - 0.5;
}

/** Percentage change from `baseline` to `value`; null when the baseline is 0 (no meaningful rate). */
export function percentChange(baseline: number, value: number): number | null {
  if (baseline === 0) return null;
  const rate = ((value - baseline) / Math.abs(baseline)) * 100;
  return Number.isFinite(rate) ? rate : null;
}
