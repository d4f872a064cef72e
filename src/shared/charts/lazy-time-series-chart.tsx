import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../ui/spinner';
import { ChartHeader, chartBoxStyle } from './chart-frame';
import type { TimeSeriesChartProps } from './time-series-chart';

const TimeSeriesChart = lazy(() =>
  import('./time-series-chart').then((module) => ({ default: module.TimeSeriesChart })),
);

/** Where the chart will be, the same size, while its code (and d3) loads: the page does not shift. */
export function ChartPlaceholder({ label, showLabel = true, aspect, height }: TimeSeriesChartProps) {
  return (
    <div className="ts-chart" aria-busy="true">
      <ChartHeader label={label} showLabel={showLabel} />
      <div className="ts-chart-box" style={chartBoxStyle({ aspect, height })}>
        <LoadingSpinner label={`Loading ${label.toLowerCase()}…`} />
      </div>
    </div>
  );
}

/**
 * `TimeSeriesChart` loaded on first use, so pages without a chart never download d3. Same props; a
 * same-sized placeholder shows meanwhile.
 */
export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    <Suspense fallback={<ChartPlaceholder {...props} />}>
      <TimeSeriesChart {...props} />
    </Suspense>
  );
}
