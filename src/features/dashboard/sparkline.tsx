import { formatCount } from '@domain/formatting/numbers';

const WIDTH = 64;
const HEIGHT = 20;
const PAD = 2;

/** What a sparkline draws, which sets how small a move may look. */
export type SparklineMetric = 'popularity' | 'followers';

/** Popularity (0–100): a box spans at least 10 points, so a ±1 wobble stays a ripple, not a square wave. */
const MIN_POPULARITY_SPAN = 10;
/** Followers: a box spans at least 2% of the level, so +51 on 74,268 stays flat and +8% still climbs. */
const MIN_FOLLOWER_SHARE = 0.02;

/**
 * The value range a sparkline's box spans: the values' own, widened around their middle to the
 * metric's minimum span (popularity kept within 0–100, followers never below 0).
 */
export function sparklineDomain(values: readonly number[], metric: SparklineMetric): [number, number] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const middle = (low + high) / 2;
  const minimum =
    metric === 'popularity' ? MIN_POPULARITY_SPAN : Math.max(1, Math.abs(middle) * MIN_FOLLOWER_SHARE);
  const span = Math.max(high - low, minimum);
  const ceiling = metric === 'popularity' ? 100 : Number.POSITIVE_INFINITY;
  const bottom = Math.min(Math.max(0, middle - span / 2), Math.max(0, ceiling - span));
  return [Math.min(bottom, low), Math.max(bottom + span, high)];
}

/** The polyline points of `values` scaled into the sparkline's box over `[low, high]`. */
export function sparklinePoints(values: readonly number[], [low, high]: readonly [number, number]): string {
  const span = high - low;
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = PAD + index * step;
      const y = span === 0 ? HEIGHT / 2 : HEIGHT - PAD - ((value - low) / span) * (HEIGHT - 2 * PAD);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * A tiny line of the last 30 days' daily values, with an accessible name saying what it spans
 * ("Followers over 30 days: 1,200 to 1,350"), on a scale where a small move looks small. Nothing with
 * fewer than two values.
 */
export function Sparkline({
  values,
  label,
  metric,
}: {
  values: readonly number[];
  label: string;
  metric: SparklineMetric;
}) {
  if (values.length < 2) return null;
  const first = values[0]!;
  const last = values[values.length - 1]!;
  const tone = last > first ? 'up' : last < first ? 'down' : 'flat';
  return (
    <svg
      className={`sparkline sparkline-${tone}`}
      role="img"
      aria-label={`${label} over the last 30 days: ${formatCount(first)} to ${formatCount(last)}`}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
    >
      <polyline
        points={sparklinePoints(values, sparklineDomain(values, metric))}
        fill="none"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
