import { scoreAnomalies } from './score-anomalies';
import { DAY_MS, type Observations, sortedObservations } from './time-series';

/** The average change per day of a follower history outside its flagged changes. */
export interface DailyChange {
  /** Followers per day over the unflagged changes; null without one (fewer than two checks, or all flagged). */
  readonly perDay: number | null;
  /** Whole days (rounded) of flagged changes, bursts, drips and purges, that the average leaves out. */
  readonly daysLeftOut: number;
}

/**
 * The average daily change a listener's audience makes: the changes between consecutive checks that
 * the anomaly labels leave unflagged, summed and divided by the days they cover. A burst and a purge
 * averaged in would describe neither the burst nor the everyday rate, so flagged changes are left out
 * and counted. `labels[i]` labels the change into check `i` (detectAnomalies).
 */
export function dailyChangeOutside(
  { length, time, value }: Observations,
  labels: ReadonlyArray<string | null>,
): DailyChange {
  let change = 0;
  let days = 0;
  let leftOut = 0;
  for (let index = 1; index < length; index += 1) {
    const span = (time[index]! - time[index - 1]!) / DAY_MS;
    if (labels[index]) leftOut += span;
    else {
      change += value[index]! - value[index - 1]!;
      days += span;
    }
  }
  return { perDay: days > 0 ? change / days : null, daysLeftOut: Math.round(leftOut) };
}

/** The same for a playlist's follower points in any order (unusable points ignored). */
export function followerDailyChange(
  points: ReadonlyArray<{ readonly checked_at: string; readonly followers: number | null }>,
): DailyChange {
  const observations = sortedObservations(
    points,
    (point) => point.checked_at,
    (point) => point.followers,
  );
  return dailyChangeOutside(observations, scoreAnomalies(observations).labels);
}
