// The benchmark's data: a seeded 10,000-day follower history labelled by the real anomaly detector.
import { followerHistoryAnswer } from '@domain/analytics';
import type { ChartPoint } from '../../../src/shared/charts/chart-series';
import { generateFollowerSeries } from '../follower-series';

export function benchmarkPoints(days = 10_000, seed = 4): ChartPoint[] {
  const series = generateFollowerSeries(seed, { days, bots: true, sampling: 'regular' });
  const answer = followerHistoryAnswer(series.points);
  return answer.data.map((point, index) => {
    const type = answer.anomaly_type[index];
    const previous = answer.data[index - 1]?.followers ?? point.followers;
    return {
      at: point.checked_at,
      value: point.followers,
      anomaly: type ? { type, change: point.followers - previous, score: 0 } : null,
    };
  });
}

/** The same points with every `every`-th one flagged as well (alternately extreme and trend): a dense worst case. */
export function withManyAnomalies(points: readonly ChartPoint[], every: number): ChartPoint[] {
  return points.map((point, index) =>
    index % every === 0
      ? { ...point, anomaly: { type: index % (2 * every) ? 'trend' : 'extreme', change: 1, score: 4 } }
      : point,
  );
}
