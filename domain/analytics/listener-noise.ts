import type { ChangeSeries } from './change-series';
import { medianInPlace } from './robust-statistics';
import { appendUntakenSteps, copyUntaken } from './untaken-values';

/** The median absolute successive difference of normal noise is 0.6745·√2·σ. */
const MEDIAN_STEP_TO_SIGMA = 1 / (0.6745 * Math.SQRT2);

/** What listeners alone do around a run: their daily rate and its day-to-day noise. */
export interface OutsideListeners {
  /** Median daily rate. */
  readonly level: number;
  /** Day-to-day noise in standard deviations (at least one follower). */
  readonly noise: number;
  /** How many day-to-day steps the noise was measured on. */
  readonly steps: number;
}

/**
 * The listeners' own daily rate and day-to-day noise outside the run `start..end`: the intervals
 * `from..start − 1` before it and up to `after` intervals after it (from the second after its end,
 * so the switch-off is not taken for noise). Measured on both sides, the noise is surer, and a
 * viral tail after a rise (noisier than before it) raises it. The noise is the median absolute
 * step, so a slow trend does not pass for noise. Reorders `scratch`.
 */
export function outsideListeners(
  series: ChangeSeries,
  taken: ArrayLike<boolean>,
  run: { readonly from: number; readonly start: number; readonly end: number; readonly after: number },
  scratch: Float64Array,
): OutsideListeners {
  const { rate, length } = series;
  const { from, start, end } = run;
  const afterFrom = end + 2;
  const afterTo = Math.min(length - 1, end + 1 + run.after);
  let count = copyUntaken(scratch, rate, taken, from, start - 1);
  if (afterFrom <= afterTo) count += copyUntaken(scratch.subarray(count), rate, taken, afterFrom, afterTo);
  const level = medianInPlace(scratch, count);
  let steps = appendUntakenSteps(scratch, 0, rate, taken, from, start - 1);
  if (afterFrom <= afterTo) steps = appendUntakenSteps(scratch, steps, rate, taken, afterFrom, afterTo);
  const noise = steps === 0 ? 0 : medianInPlace(scratch, steps) * MEDIAN_STEP_TO_SIGMA;
  return { level, noise: Math.max(noise, 1), steps: Math.max(steps, 1) };
}

/**
 * The day-to-day noise listeners would give at `level` followers a day, from their noise `noise` at
 * `base` a day: the part of their variance that counting alone explains (a Poisson count's variance
 * is its mean) grows with the rate, and the rest (bursty audiences, the weekday rhythm, drift: all
 * of them multiply the rate) grows with its square. Never below the counting noise √level, nor,
 * above the base, below `noise` scaled as counts alone scale (√(level / base)).
 */
export function listenerNoiseAt(level: number, base: number, noise: number): number {
  const counting = Math.max(base, 0);
  const multiplied = Math.max(noise * noise - counting, 0);
  const ratio = level / Math.max(base, noise, 1);
  return Math.sqrt(Math.max(level, 0) + multiplied * ratio * ratio);
}
