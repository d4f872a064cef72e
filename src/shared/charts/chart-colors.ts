/** The series colours of docs/product.md §9: popularity gold, followers light blue, age green, longevity salmon. */
export const CHART_COLORS = {
  popularity: 'gold',
  followers: '#87cefa',
  age: '#4caf50',
  longevity: 'salmon',
} as const;

/**
 * Point colours of the followers chart: red for 'extreme', orange for 'trend', blue otherwise. Tones
 * light enough to stand out (≥ 3:1) on the chart's navy plot.
 */
export const POINT_COLORS = {
  extreme: '#ff4d4f',
  trend: '#ffa500',
  normal: '#3d8bff',
} as const;
