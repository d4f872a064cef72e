import type { FollowerHistory, FollowerPoint } from '../tracking/history-contracts';
import { growthOf } from './growth-stats';
import { scoreAnomalies } from './score-anomalies';
import { sortedObservations } from './time-series';

/**
 * The `GET /api/playlist/{id}/followers-history` answer: the points sorted by time (unusable points
 * dropped), one anomaly label per point, and the average change per day of elapsed time (null with
 * fewer than two points or no elapsed time).
 */
export function followerHistoryAnswer(points: ReadonlyArray<FollowerPoint>): FollowerHistory {
  const observations = sortedObservations(
    points,
    (point) => point.checked_at,
    (point) => point.followers,
  );
  const { labels } = scoreAnomalies(observations);
  return {
    data: Array.from(observations.inputIndex, (inputIndex) => points[inputIndex]!),
    anomaly_type: labels,
    average_daily_change: growthOf(observations).averageDailyChange,
  };
}
