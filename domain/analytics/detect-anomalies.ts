import { type AnomalyLabel, scoreAnomalies } from './score-anomalies';
import { sortedObservations } from './time-series';

/**
 * Bot detection on a follower history: one label per input point, in input order.
 * `'extreme'` marks a sudden jump or drop far outside the series' normal day-to-day change (bot
 * bursts, purges); `'trend'` marks the points of a sustained abnormal run (a flat +N/day plateau or a
 * level shift); `null` is normal, including organic growth curves, weekly rhythm and slow viral
 * ramps. Points may arrive in any order and at irregular times; changes are judged per day of
 * elapsed time. Points with an unparseable timestamp or a non-finite count are labelled `null`.
 * O(n log n) for the sort, O(n) after it.
 */
export function detectAnomalies(
  points: ReadonlyArray<{ readonly checked_at: string; readonly followers: number }>,
): AnomalyLabel[] {
  const observations = sortedObservations(
    points,
    (point) => point.checked_at,
    (point) => point.followers,
  );
  const { labels } = scoreAnomalies(observations);
  const byInput: AnomalyLabel[] = new Array<AnomalyLabel>(points.length).fill(null);
  for (let sortedIndex = 0; sortedIndex < observations.length; sortedIndex += 1) {
    byInput[observations.inputIndex[sortedIndex]!] = labels[sortedIndex] ?? null;
  }
  return byInput;
}
