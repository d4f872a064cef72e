import type { ChartPoint } from '../../../src/shared/charts/chart-series';

/** `count` daily points from 1 March 2024, value 1000 + 10 per day unless `values` says otherwise. */
export function dailyPoints(count: number, values?: (index: number) => number): ChartPoint[] {
  return Array.from({ length: count }, (_, index) => ({
    at: new Date(Date.UTC(2024, 2, 1 + index)).toISOString(),
    value: values ? values(index) : 1000 + 10 * index,
  }));
}

/** The same points with an extreme anomaly on `extremeAt` and a trend one on `trendAt`. */
export function withAnomalies(points: ChartPoint[], extremeAt: number, trendAt: number): ChartPoint[] {
  return points.map((point, index) => {
    if (index === extremeAt) return { ...point, anomaly: { type: 'extreme', change: 12_345, score: 8.25 } };
    if (index === trendAt) return { ...point, anomaly: { type: 'trend', change: -250, score: 3.5 } };
    return point;
  });
}
