import type { GrowthStats } from '@domain/analytics';
import { formatCountGrowth, formatPointGrowth } from '@domain/formatting';
import type { FollowerHistory } from '@domain/tracking/history-contracts';
import type { ChartPoint } from '@shared/charts';
import type { MaybeImported } from '../shared/imported-readings';

/** One labelled figure as the pages list it. */
export interface Figure {
  readonly label: string;
  readonly value: string;
}

/**
 * The four growth figures of docs/product.md §9, each naming its window (the cumulative one dated by
 * its first check): the absolute change, then the rate with two decimals (a non-zero change never
 * reads 0.00%), e.g. `'+8,912 (+0.01%) in 7 days'`; N/A when there is no baseline.
 */
export function growthRateFigures(stats: GrowthStats): Figure[] {
  return [
    {
      label: 'Cumulative growth',
      value: formatCountGrowth(
        stats.cumulativeChange,
        stats.cumulativeGrowthRate,
        'cumulative',
        stats.firstCheck,
      ),
    },
    {
      label: 'Recent growth',
      value: formatCountGrowth(stats.sinceLastCheck, stats.recentGrowthRate, 'recent'),
    },
    {
      label: 'Weekly growth',
      value: formatCountGrowth(stats.weeklyChange, stats.weeklyGrowthRate, 'weekly'),
    },
    {
      label: 'Monthly growth',
      value: formatCountGrowth(stats.monthlyChange, stats.monthlyGrowthRate, 'monthly'),
    },
  ];
}

/** The same four windows for a 0–100 popularity index: changes in points, never percent (`'+1 pt in 7 days'`). */
export function pointGrowthFigures(stats: GrowthStats): Figure[] {
  return [
    {
      label: 'Cumulative growth',
      value: formatPointGrowth(stats.cumulativeChange, 'cumulative', stats.firstCheck),
    },
    { label: 'Recent growth', value: formatPointGrowth(stats.sinceLastCheck, 'recent') },
    { label: 'Weekly growth', value: formatPointGrowth(stats.weeklyChange, 'weekly') },
    { label: 'Monthly growth', value: formatPointGrowth(stats.monthlyChange, 'monthly') },
  ];
}

/**
 * Chart points of one field of a history, leaving out checks where the value was not reported;
 * imported readings are marked, to be drawn hollow.
 */
export function pointsOf<E extends MaybeImported>(
  entries: readonly E[],
  value: (entry: E) => number | null,
): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const entry of entries) {
    const reading = value(entry);
    if (reading === null) continue;
    points.push(
      entry.imported
        ? { at: entry.checked_at, value: reading, imported: true }
        : { at: entry.checked_at, value: reading },
    );
  }
  return points;
}

/** The followers chart of a playlist: each flagged point carries its change since the previous check. */
export function followerChartPoints(history: FollowerHistory): ChartPoint[] {
  const checked = history.data.map((point, index) => {
    const type = history.anomaly_type[index] ?? null;
    const previous = history.data[index - 1];
    return {
      at: point.checked_at,
      value: point.followers,
      anomaly: type ? { type, change: previous ? point.followers - previous.followers : 0 } : null,
    };
  });
  const imported = (history.imported ?? []).map((point) => ({
    at: point.checked_at,
    value: point.followers,
    imported: true,
  }));
  // The chart sorts by time; kept readings sit before and among our checks.
  return imported.length === 0 ? checked : [...imported, ...checked];
}
