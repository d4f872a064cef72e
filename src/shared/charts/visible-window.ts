import { type ChartSeries, POINT_EXTREME } from './chart-series';
import { downsampleIndices } from './downsample';
import { lowerBound, upperBound } from '@domain/analytics/sorted-search';

/** Points at most this far apart (in px) are too dense to draw one by one. */
const NORMAL_DOT_SPACING_PX = 12;

/** What a draw of the window `[startMs, endMs]` needs. */
export interface VisibleWindow {
  /** Points inside the window, plus one neighbour on each side so the line runs to the edges. */
  readonly from: number;
  readonly to: number;
  /** The points of the line, downsampled to about two a pixel. */
  readonly line: Uint32Array;
  /** The points drawn as dots: every anomaly in view, and every point once zoomed in far enough to tell them apart. */
  readonly dots: readonly number[];
  readonly valueExtent: readonly [number, number];
}

export function visibleWindow(
  series: ChartSeries,
  startMs: number,
  endMs: number,
  widthPx: number,
): VisibleWindow {
  const { times, values } = series;
  const firstInside = lowerBound(times, startMs);
  const endInside = upperBound(times, endMs);
  const from = Math.max(0, firstInside - 1);
  const to = Math.min(times.length, endInside + 1);
  const line = downsampleIndices(series, from, to, startMs, endMs, widthPx);

  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  const insideOnly = endInside > firstInside;
  for (const index of line) {
    if (insideOnly && (index < firstInside || index >= endInside)) continue;
    low = Math.min(low, values[index]!);
    high = Math.max(high, values[index]!);
  }
  return {
    from,
    to,
    line,
    dots: dotsOf(series, firstInside, endInside, widthPx),
    valueExtent: paddedExtent(low, high),
  };
}

/**
 * Every point once they are far enough apart; otherwise every anomaly in the window, however crowded
 * (a flagged day is never left unmarked at any width), trend ones first and extreme ones last so an
 * extreme dot is drawn on top of a neighbour it overlaps.
 */
function dotsOf(series: ChartSeries, from: number, to: number, widthPx: number): number[] {
  if (to - from <= widthPx / NORMAL_DOT_SPACING_PX)
    return Array.from({ length: to - from }, (_, i) => from + i);
  const { anomalies, kinds } = series;
  const others: number[] = [];
  const extremes: number[] = [];
  for (let k = lowerBound(anomalies, from); k < anomalies.length && anomalies[k]! < to; k += 1) {
    const index = anomalies[k]!;
    (kinds[index] === POINT_EXTREME ? extremes : others).push(index);
  }
  return others.concat(extremes);
}

/**
 * The values' range with 5% air above and below, never dipping below zero for values that cannot; a
 * flat or empty range still gets some height.
 */
function paddedExtent(low: number, high: number): [number, number] {
  if (!Number.isFinite(low)) return [0, 1];
  const air = low === high ? Math.max(1, Math.abs(low) * 0.05) : (high - low) * 0.05;
  return [low >= 0 ? Math.max(0, low - air) : low - air, high + air];
}
