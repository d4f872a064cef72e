// The charts' public face. Nothing here pulls in d3 at load time: the line chart comes through
// LazyTimeSeriesChart; import './time-series-chart' directly only where d3 may load eagerly.
export { BarChart, type BarChartBar, type BarChartProps, barsFromCounts } from './bar-chart';
export { CHART_COLORS, POINT_COLORS } from './chart-colors';
export type { ChartAnomaly, ChartPoint } from './chart-series';
export type { ChartBand } from './event-bands';
export { ChartPlaceholder, LazyTimeSeriesChart } from './lazy-time-series-chart';
export type { TimeSeriesChartHandle, TimeSeriesChartProps } from './time-series-chart';
