import type { GrowthStats } from '@domain/analytics';
import { formatGrowthRate } from '@domain/formatting';
import type { FollowerHistory } from '@domain/tracking/history-contracts';
import type { ChartPoint } from '@shared/charts';

/** One labelled figure as the pages list it. */
export interface Figure {
  readonly label: string;
  readonly value: string;
}

/** The four growth rates of docs/product.md §9 (2 decimals and %; N/A when there is no baseline). */
export function growthRateFigures(stats: GrowthStats): Figure[] {
  return [
    { label: 'Cumulative growth', value: formatGrowthRate(stats.cumulativeGrowthRate) },
    { label: 'Recent growth', value: formatGrowthRate(stats.recentGrowthRate) },
    { label: 'Weekly growth', value: formatGrowthRate(stats.weeklyGrowthRate) },
    { label: 'Monthly growth', value: formatGrowthRate(stats.monthlyGrowthRate) },
  ];
}

/** Chart points of one field of a history, leaving out checks where the value was not reported. */
export function pointsOf<E extends { readonly checked_at: string }>(
  entries: readonly E[],
  value: (entry: E) => number | null,
): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const entry of entries) {
    const reading = value(entry);
    if (reading !== null) points.push({ at: entry.checked_at, value: reading });
  }
  return points;
}

/** The followers chart of a playlist: each flagged point carries its change since the previous check. */
export function followerChartPoints(history: FollowerHistory): ChartPoint[] {
  return history.data.map((point, index) => {
    const type = history.anomaly_type[index] ?? null;
    const previous = history.data[index - 1];
    return {
      at: point.checked_at,
      value: point.followers,
      anomaly: type ? { type, change: previous ? point.followers - previous.followers : 0 } : null,
    };
  });
}
