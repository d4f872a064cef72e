import { formatCount } from '../formatting/numbers';

/** A chart's follower axis: its bounds and the round values it marks, bottom first. */
export interface FollowerScale {
  readonly min: number;
  readonly max: number;
  readonly ticks: readonly number[];
}

/**
 * The axis never spans less than this share of the highest count, so a move of a few percent reads
 * as a few percent and not as a cliff from the bottom of the chart to its top.
 */
export const MIN_SPAN_SHARE = 0.2;
/** About this many intervals between ticks. */
const TARGET_INTERVALS = 4;

/**
 * The follower axis for counts between `low` and `high`: at least MIN_SPAN_SHARE of `high` tall
 * (centred on the data, never below zero), its bounds on round steps (1, 2, 2.5 or 5 × 10ⁿ, whole
 * followers) so every tick is a round number.
 */
export function followerScale(low: number, high: number): FollowerScale {
  const floorSpan = Math.max(MIN_SPAN_SHARE * Math.abs(high), 1);
  let from = low;
  let to = high;
  if (to - from < floorSpan) {
    const middle = (from + to) / 2;
    from = Math.max(0, middle - floorSpan / 2);
    to = from + floorSpan;
  }
  const step = roundStep((to - from) / TARGET_INTERVALS);
  const min = Math.floor(from / step) * step;
  const max = Math.ceil(to / step) * step;
  const ticks: number[] = [];
  for (let value = min; value <= max + step / 2; value += step) ticks.push(Math.round(value * 100) / 100);
  return { min, max, ticks };
}

function roundStep(rough: number): number {
  if (!(rough > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const scaled = rough / power;
  const nice = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 2.5 ? 2.5 : scaled <= 5 ? 5 : 10;
  // 2.5 followers is no step: take 5.
  return Number.isInteger(nice * power) ? nice * power : 5 * power;
}

/**
 * A tick's label, short enough for an axis and in one unit along it: the axis' largest tick `top`
 * picks followers, K or M for every tick, so 40,000 sits under 120K as `'40K'`, not `'40,000'`.
 * `(950, 950)` → `'950'`, `(12_500, 12_500)` → `'12,500'`, `(40_000, 120_000)` → `'40K'`,
 * `(1_250_000, 1_250_000)` → `'1.25M'`, `(500_000, 1_500_000)` → `'0.5M'`.
 */
export function tickLabel(value: number, top: number = value): string {
  const trim = (number: number) => String(Math.round(number * 100) / 100);
  if (Math.abs(top) >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (Math.abs(top) >= 100_000) return `${trim(value / 1_000)}K`;
  return formatCount(value);
}
