import type { ChangeSeries } from './change-series';
import { medianInPlace } from './robust-statistics';

/** A slow even drip: intervals `start..end` (inclusive) of the series. */
export interface DripRun {
  readonly start: number;
  readonly end: number;
  /** Median extra followers per day above the rate before the run. */
  readonly excessPerDay: number;
  /** Excess in robust standard deviations of the rate before the run. */
  readonly score: number;
}

/** Intervals judged together when a drip is tested (about ten days of checks). */
const WINDOW = 10;
/** Intervals before it that form the baseline (four weeks of checks), and the fewest usable. */
const BASELINE = 28;
const MIN_BASELINE = 10;
/** A drip lasts at least this many days… */
const MIN_DAYS = 10;
/** …adds at least this many followers a day, and this many baseline standard deviations. */
const MIN_PER_DAY = 10;
const MIN_SIGMAS = 3;
/** Cheap screen before any median: the window's mean rate rose by half the baseline's mean. */
const SCREEN_SHARE = 0.5;
/** Paid delivery switches on: the first three intervals already sit at this share of the level. */
const ONSET_SHARE = 0.6;
/** The baseline is quiet: its halves, and its last few intervals, within this share of the excess. */
const QUIET_SHARE = 0.3;
const QUIET_DAYS = 5;
/** It is flat: the window's halves differ by at most this share of the excess. */
const DRIFT_SHARE = 0.25;
/**
 * It is too regular for listeners: organic noise grows at least like the square root of the rate
 * (counts), so a window at k times the baseline rate has at least √k times its spread. A drip adds a
 * dose without adding noise; its spread stays at most this share of what listeners would give.
 */
const REGULARITY_SHARE = 0.6;
/** The level stands clear of its own noise: its spread is at most this share of the excess. */
const SPREAD_SHARE = 0.5;
/** The median absolute successive difference of normal noise is 0.6745·√2·σ. */
const MEDIAN_ASD_TO_SIGMA = 1 / (0.6745 * Math.SQRT2);
/** Level comparisons allow this many standard errors of chance. */
const SLACK_SIGMAS = 2;
/** The run lasts while the median of three intervals stays above this share of the excess. */
const TAIL_SHARE = 0.5;

/**
 * Finds slow paid drips that the plateau detector (trend-runs.ts) leaves alone because each day's
 * excess is within a few of the baseline's standard deviations: a window of about ten days whose
 * rate switched on to a flat level well above the four weeks before it, with a spread too small for
 * that many listeners. Intervals already `taken` (labelled by the other detectors) are never part of
 * a drip. O(n) for the screen with prefix sums; medians only where the screen passes.
 */
export function findSlowDrips(series: ChangeSeries, taken: ArrayLike<boolean>): DripRun[] {
  const { rate, length } = series;
  const prefix = new Float64Array(length + 1);
  for (let index = 1; index < length; index += 1) prefix[index + 1] = prefix[index]! + rate[index]!;
  const mean = (from: number, to: number) => (prefix[to + 1]! - prefix[from]!) / (to - from + 1);
  const scratch = new Float64Array(length);
  const runs: DripRun[] = [];
  let index = 1 + MIN_BASELINE;
  while (index + WINDOW <= length) {
    const from = Math.max(1, index - BASELINE);
    const before = mean(from, index - 1);
    const after = mean(index, index + WINDOW - 1);
    if (after - before < Math.max(MIN_PER_DAY, SCREEN_SHARE * Math.abs(before)) || taken[index]) {
      index += 1;
      continue;
    }
    const run = confirmedDrip(series, taken, from, index, scratch);
    if (run) {
      runs.push(run);
      index = run.end + 1;
    } else {
      index += 1;
    }
  }
  return runs;
}

function confirmedDrip(
  series: ChangeSeries,
  taken: ArrayLike<boolean>,
  from: number,
  start: number,
  scratch: Float64Array,
): DripRun | null {
  const { rate, elapsedDays, length } = series;
  const baseCount = copyUntaken(scratch, rate, taken, from, start - 1);
  if (baseCount < MIN_BASELINE) return null;
  const base = medianInPlace(scratch, baseCount);
  copyUntaken(scratch, rate, taken, from, start - 1);
  const baseSpread = Math.max(noiseOf(scratch, baseCount), 1, 0.05 * Math.abs(base));
  const last = start + WINDOW - 1;
  for (let index = start; index <= last; index += 1) if (taken[index]) return null;
  const level = medianOf(scratch, rate, start, last);
  const excess = level - base;
  if (level <= 0 || excess < MIN_PER_DAY || excess < MIN_SIGMAS * baseSpread) return null;
  if (medianOf(scratch, rate, start, start + 2) - base < ONSET_SHARE * excess) return null;
  // Paid delivery switches on from quiet: the baseline's halves and its last days sit at one level
  // (a viral ramp rises through them).
  const baseHalf = from + ((start - from) >> 1);
  const older = medianOf(scratch, rate, from, baseHalf - 1);
  const newer = medianOf(scratch, rate, baseHalf, start - 1);
  const latest = medianOf(scratch, rate, Math.max(from, start - QUIET_DAYS), start - 1);
  const baseHalfCount = (start - from) >> 1;
  if (
    Math.abs(newer - older) > Math.max(QUIET_SHARE * excess, slack(baseSpread, baseHalfCount)) ||
    latest - base > Math.max(QUIET_SHARE * excess, slack(baseSpread, QUIET_DAYS))
  ) {
    return null;
  }
  copyUntaken(scratch, rate, taken, start, last);
  const spread = noiseOf(scratch, WINDOW);
  const half = start + (WINDOW >> 1);
  const drift = Math.abs(medianOf(scratch, rate, half, last) - medianOf(scratch, rate, start, half - 1));
  if (drift > Math.max(DRIFT_SHARE * excess, slack(spread, WINDOW >> 1))) return null;
  if (spread > SPREAD_SHARE * excess) return null;
  const listenerSpread = baseSpread * Math.sqrt(Math.max(Math.abs(level), 1) / Math.max(Math.abs(base), 1));
  if (spread > REGULARITY_SHARE * listenerSpread) return null;

  const floor = base + TAIL_SHARE * excess;
  let end = last;
  while (end + 1 < length && !taken[end + 1] && medianOfThree(rate, end + 1, length) > floor) end += 1;
  while (end > start && rate[end]! <= floor) end -= 1;
  let days = 0;
  for (let index = start; index <= end; index += 1) days += elapsedDays[index]!;
  if (days < MIN_DAYS) return null;
  // Paid delivery stops as it started; a viral peak decays, so its first and last thirds differ.
  const third = Math.max(3, Math.round((end - start + 1) / 3));
  const runDrift = Math.abs(
    medianOf(scratch, rate, end - third + 1, end) - medianOf(scratch, rate, start, start + third - 1),
  );
  if (runDrift > Math.max(DRIFT_SHARE * excess, slack(spread, third))) return null;
  return { start, end, excessPerDay: excess, score: excess / baseSpread };
}

/**
 * How far apart two medians of `count` values with noise `sigma` may fall by chance (two standard
 * errors of their difference; a median's standard error is about 1.25 σ/√count).
 */
function slack(sigma: number, count: number): number {
  return (SLACK_SIGMAS * 1.25 * Math.SQRT2 * sigma) / Math.sqrt(Math.max(count, 1));
}

/**
 * Day-to-day noise of `values[0..count)` in standard deviations: the median absolute successive
 * difference, scaled for normal data, so neither a slow trend (a ramp in the baseline) nor a day the
 * delivery paused passes for noise. Reorders the buffer.
 */
function noiseOf(values: Float64Array, count: number): number {
  for (let index = 0; index + 1 < count; index += 1)
    values[index] = Math.abs(values[index + 1]! - values[index]!);
  return medianInPlace(values, count - 1) * MEDIAN_ASD_TO_SIGMA;
}

/** Median of the interval and its neighbours (two at the series' end). */
function medianOfThree(rate: Float64Array, index: number, length: number): number {
  const a = rate[index - 1]!;
  const b = rate[index]!;
  const c = index + 1 < length ? rate[index + 1]! : b;
  return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
}

function medianOf(scratch: Float64Array, values: Float64Array, from: number, to: number): number {
  for (let index = from; index <= to; index += 1) scratch[index - from] = values[index]!;
  return medianInPlace(scratch, to - from + 1);
}

/** Copies the untaken values of `values[from..to]` to the start of `target`; answers how many. */
function copyUntaken(
  target: Float64Array,
  values: Float64Array,
  taken: ArrayLike<boolean>,
  from: number,
  to: number,
): number {
  let count = 0;
  for (let index = from; index <= to; index += 1) if (!taken[index]) target[count++] = values[index]!;
  return count;
}

/**
 * The day-to-day noise of rates `first..last` as a share of their median level: a paid drip's dose
 * adds followers but no noise, so its relative noise is far below a listener-driven rise's.
 * Infinity when the level is not positive.
 */
export function relativeNoise(series: ChangeSeries, first: number, last: number): number {
  const count = last - first + 1;
  if (count < 3) return Number.POSITIVE_INFINITY;
  const scratch = new Float64Array(count);
  const level = medianOf(scratch, series.rate, first, last);
  if (!(level > 0)) return Number.POSITIVE_INFINITY;
  for (let index = first; index <= last; index += 1) scratch[index - first] = series.rate[index]!;
  return noiseOf(scratch, count) / level;
}
