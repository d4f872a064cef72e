import { formatCount } from '@domain/formatting/numbers';

const WIDTH = 64;
const HEIGHT = 20;
const PAD = 2;

/** The polyline points of `values` scaled into the sparkline's box (a flat line when all equal). */
export function sparklinePoints(values: readonly number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
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
 * ("Followers over 30 days: 1,200 to 1,350"). Nothing with fewer than two values.
 */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
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
      <polyline points={sparklinePoints(values)} fill="none" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
