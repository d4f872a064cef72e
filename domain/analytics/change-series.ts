import { DAY_MS, type Observations } from './time-series';

/**
 * Shortest elapsed time an interval is credited with (one hour). The detector folds re-reads away
 * before building intervals, so this only guards direct callers against a division by zero.
 */
const MIN_ELAPSED_DAYS = 1 / 24;

/**
 * A sorted follower series seen as intervals: entry `i ≥ 1` describes the step from point `i − 1` to
 * point `i` (entry 0 is unused). Rates are per day of elapsed time, so gaps and irregular sampling
 * compare fairly with daily checks.
 */
export interface ChangeSeries {
  readonly length: number;
  readonly change: Float64Array;
  readonly elapsedDays: Float64Array;
  readonly rate: Float64Array;
  /** The UTC weekday (0 Sunday … 6 Saturday) of the check that closes each interval. */
  readonly weekday: Uint8Array;
  /** The follower count at each check (entry `i` closes interval `i`; entry 0 is the first check). */
  readonly followers: Float64Array;
}

/** Builds the interval view of time-sorted observations. O(n). */
export function changeSeriesOf(observations: Observations): ChangeSeries {
  const { length, time, value } = observations;
  const change = new Float64Array(length);
  const elapsedDays = new Float64Array(length);
  const rate = new Float64Array(length);
  const weekday = new Uint8Array(length);
  for (let index = 1; index < length; index += 1) {
    const days = Math.max((time[index]! - time[index - 1]!) / DAY_MS, MIN_ELAPSED_DAYS);
    change[index] = value[index]! - value[index - 1]!;
    elapsedDays[index] = days;
    rate[index] = change[index]! / days;
    // 1 January 1970 was a Thursday.
    weekday[index] = (((Math.floor(time[index]! / DAY_MS) + 4) % 7) + 7) % 7;
  }
  return { length, change, elapsedDays, rate, weekday, followers: value };
}
