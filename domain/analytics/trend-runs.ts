import type { ChangeSeries } from './change-series';
import { MAD_TO_SIGMA, madInPlace, medianInPlace } from './robust-statistics';
import { SortedWindow } from './sorted-window';

/** A sustained abnormal run: points `start..end` (inclusive) of the sorted series. */
export interface TrendRun {
  readonly start: number;
  readonly end: number;
  /** Median extra followers per day above the baseline that preceded the run. */
  readonly excessPerDay: number;
  /** Excess in robust standard deviations of the baseline's daily rate. */
  readonly score: number;
}

/** How many recent normal rates form the baseline a run is compared with (three weeks of checks). */
const BASELINE_WINDOW = 21;
/** Fewer normal rates than this and no run can start: there is nothing to compare with. */
const MIN_BASELINE = 7;
/** A run starts when the rate exceeds the baseline by this many robust standard deviations… */
const START_SIGMAS = 3;
/** …and continues while it stays this far above the baseline frozen at its start. */
const CONTINUE_SIGMAS = 2;
/** A run must last at least this many checks; shorter bursts are the extreme detector's business. */
const MIN_RUN_POINTS = 4;
/** Its median excess must be this many robust standard deviations… */
const LEVEL_SIGMAS = 4;
/** …and at least this many followers per day: a few followers a day is never bot evidence. */
const MIN_EXCESS_PER_DAY = 5;
/** Bots switch on: the first checks of the run already sit at (this share of) the run's level. */
const ONSET_SHARE = 0.65;
/** A plateau, not a ramp: the two halves of the run differ by at most this share of the excess. */
const DRIFT_SHARE = 0.35;
/** A plateau is steady: its own robust spread is at most this share of the excess. */
const SPREAD_SHARE = 0.4;
/** Baseline scale floor as a share of the baseline rate, so very smooth series don't flag ripples. */
const RELATIVE_SCALE_FLOOR = 0.1;

/**
 * Finds sustained abnormal runs in a change series (flat +N/day bot plateaus, level shifts).
 *
 * A run opens when the daily rate leaves a robust baseline (median and MAD of the last few normal
 * rates) and closes when it returns. It is kept only if it looks switched on rather than grown into:
 * abrupt onset, a level well above the baseline, no drift between its halves, little spread. Organic
 * viral ramps rise gradually and drift, so they fail those tests and feed the baseline instead.
 * O(n · window).
 */
export function findTrendRuns(series: ChangeSeries): TrendRun[] {
  const { rate, length } = series;
  // The baseline: the last BASELINE_WINDOW normal rates, in arrival order (ring) and sorted (window).
  const ring = new Float64Array(BASELINE_WINDOW);
  const baseline = new SortedWindow(BASELINE_WINDOW);
  const scratch = new Float64Array(length);
  let ringNext = 0;
  const remember = (value: number) => {
    if (baseline.size === BASELINE_WINDOW) baseline.delete(ring[ringNext]!);
    baseline.add(value);
    ring[ringNext] = value;
    ringNext = (ringNext + 1) % BASELINE_WINDOW;
  };

  const runs: TrendRun[] = [];
  let runStart = -1;
  let base = 0;
  let scale = 0;
  const close = (end: number) => {
    const run = acceptedRun(rate, runStart, end, base, scale, scratch);
    if (run) runs.push(run);
    else for (let index = runStart; index <= end; index += 1) remember(rate[index]!);
    runStart = -1;
  };

  for (let index = 1; index < length; index += 1) {
    const value = rate[index]!;
    if (runStart >= 0) {
      if (value > base + CONTINUE_SIGMAS * scale) continue;
      close(index - 1);
    }
    if (baseline.size >= MIN_BASELINE) {
      base = baseline.median();
      scale = Math.max(MAD_TO_SIGMA * baseline.mad(base), RELATIVE_SCALE_FLOOR * Math.abs(base), 1);
      if (value > base + START_SIGMAS * scale && value - base >= MIN_EXCESS_PER_DAY) {
        runStart = index;
        continue;
      }
    }
    remember(value);
  }
  if (runStart >= 0) close(length - 1);
  return runs;
}

function acceptedRun(
  rate: Float64Array,
  start: number,
  end: number,
  base: number,
  scale: number,
  scratch: Float64Array,
): TrendRun | null {
  const count = end - start + 1;
  if (count < MIN_RUN_POINTS) return null;
  const medianOf = (from: number, to: number) => {
    copyInto(scratch, rate, from, to - from + 1);
    return medianInPlace(scratch, to - from + 1);
  };
  const level = medianOf(start, end);
  const excess = level - base;
  if (excess < LEVEL_SIGMAS * scale || excess < MIN_EXCESS_PER_DAY) return null;
  const onset = medianOf(start, start + 2) - base;
  if (onset < ONSET_SHARE * excess) return null;
  const half = count >> 1;
  const drift = Math.abs(medianOf(start + count - half, end) - medianOf(start, start + half - 1));
  if (drift > DRIFT_SHARE * excess) return null;
  copyInto(scratch, rate, start, count);
  const spread = MAD_TO_SIGMA * madInPlace(scratch, count, level);
  if (spread > SPREAD_SHARE * excess) return null;
  return { start, end, excessPerDay: excess, score: excess / scale };
}

/** Copies `count` values from `source[from..]` to the start of `target` (no views, no allocation). */
function copyInto(target: Float64Array, source: Float64Array, from: number, count: number): void {
  for (let index = 0; index < count; index += 1) target[index] = source[from + index]!;
}
