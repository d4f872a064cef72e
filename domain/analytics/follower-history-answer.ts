import type { FollowerHistory, FollowerPoint } from '../tracking/history-contracts';
import { dailyChangeOutside } from './daily-change';
import { scoreAnomalies } from './score-anomalies';
import { sortedObservations } from './time-series';

/**
 * The `GET /api/playlist/{id}/followers-history` answer: the points sorted by time (unusable points
 * dropped), one anomaly label per point, and the average change per day outside the flagged changes
 * (daily-change.ts; null without an unflagged change) with the days it leaves out.
 */
export function followerHistoryAnswer(points: ReadonlyArray<FollowerPoint>): FollowerHistory {
  const observations = sortedObservations(
    points,
    (point) => point.checked_at,
    (point) => point.followers,
  );
  const { labels } = scoreAnomalies(observations);
  const daily = dailyChangeOutside(observations, labels);
  return {
    data: Array.from(observations.inputIndex, (inputIndex) => points[inputIndex]!),
    anomaly_type: labels,
    average_daily_change: daily.perDay,
    average_daily_change_days_left_out: daily.daysLeftOut,
  };
}
