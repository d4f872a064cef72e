import { Suspense } from 'react';
import { retryingLazy } from '@shared/ui/retrying-lazy';
import { LoadingSpinner } from '@shared/ui/spinner';
import { ChartHeader, chartBoxStyle } from './chart-frame';
import type { TimeSeriesChartProps } from './time-series-chart';

const TimeSeriesChart = retryingLazy(async () => ({
  default: (await import('./time-series-chart')).TimeSeriesChart,
}));

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
