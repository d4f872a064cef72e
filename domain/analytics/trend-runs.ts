import type { ChangeSeries } from './change-series';
import { MAD_TO_SIGMA, madInPlace, medianInPlace } from './robust-statistics';
import { RecentRates } from './recent-rates';

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
/** A run must last at least this many checks and days; shorter bursts are the extreme detector's. */
const MIN_RUN_POINTS = 4;
const MIN_RUN_DAYS = 6;
/** Its median excess must be this many robust standard deviations… */
const LEVEL_SIGMAS = 4;
/** …and at least this many followers per day: a few followers a day is never bot evidence. */
const MIN_EXCESS_PER_DAY = 10;
/** Bots switch on: the first checks of the run already sit at (this share of) the run's level. */
const ONSET_SHARE = 0.65;
/** A plateau, not a ramp or a decay: its first and last thirds differ by at most this share of the excess. */
const DRIFT_SHARE = 0.35;
/** A plateau is steady: its own robust spread is at most this share of the excess. */
const SPREAD_SHARE = 0.2;
/**
 * Organic noise grows with the rate, so a viral peak is as noisy, relative to its level, as the
 * baseline was; bots add a steady dose on top of the old noise. A plateau's relative spread is at
 * most this share of the baseline's.
 */
const RELATIVE_SPREAD_RATIO = 0.6;
/** Bots switch on from quiet: the checks just before the run sit within this share of its excess. */
const QUIET_BEFORE_SHARE = 0.35;
/** A run ends once the rate falls below the baseline plus this share of its opening excess. */
const TAIL_SHARE = 0.5;
/** Rescanning rejected runs may cost at most this many extra steps per point of the series. */
const RESCAN_BUDGET_PER_POINT = 4;
/** Baseline scale floor as a share of the baseline rate, so very smooth series don't flag ripples. */
const RELATIVE_SCALE_FLOOR = 0.1;

/**
 * The least robust spread a baseline of `base` followers a day is credited with: its share floor,
 * and the counting noise of that many follows (a count's variance is its mean). A MAD of a few
 * small whole counts can fall below what counting alone scatters, and a chance week on a playlist
 * gaining ten a day then passes for a plateau.
 */
function scaleFloor(base: number): number {
  return Math.max(RELATIVE_SCALE_FLOOR * Math.abs(base), Math.sqrt(Math.max(base, 0)), 1);
}

/**
 * Finds sustained abnormal runs in a change series (flat +N/day bot plateaus, level shifts).
 *
 * A run opens when the daily rate leaves a robust baseline (median and MAD of the last few normal
 * rates) and lasts while it stays well above it. It is kept only if it looks switched on rather than
 * grown into: abrupt onset, a level well above the baseline, no drift between its first and last
 * thirds, little spread. Organic viral ramps rise gradually and drift, so they fail those tests and
 * feed the baseline instead. O(n · window).
 */
export function findTrendRuns(series: ChangeSeries): TrendRun[] {
  const { rate, length } = series;
  const baseline = new RecentRates(BASELINE_WINDOW);
  const scratch = new Float64Array(length);
  const runs: TrendRun[] = [];
  // A rejected stretch may hide a plateau behind a slow organic rise, so later openings inside it
  // are tried too, against the same baseline. The budget keeps that linear on long organic ramps.
  const budget = { steps: RESCAN_BUDGET_PER_POINT * length };
  let index = 1;
  while (index < length) {
    const value = rate[index]!;
    if (baseline.size < MIN_BASELINE) {
      baseline.remember(value);
      index += 1;
      continue;
    }
    const base = baseline.median();
    // The scale is at least its floor; below that the MAD need not be computed at all.
    const floor = scaleFloor(base);
    const scale = opensRun(value, base, floor) ? Math.max(MAD_TO_SIGMA * baseline.mad(base), floor) : floor;
    if (!opensRun(value, base, scale)) {
      baseline.remember(value);
      index += 1;
      continue;
    }
    const { run, end } = bestRunFrom(series, index, base, scale, scratch, budget);
    const normalEnd = run ? run.start - 1 : end;
    for (let point = index; point <= normalEnd; point += 1) baseline.remember(rate[point]!);
    if (run) runs.push(run);
    index = end + 1;
  }
  return runs;
}

function opensRun(value: number, base: number, scale: number): boolean {
  return value > base + START_SIGMAS * scale && value - base >= MIN_EXCESS_PER_DAY;
}

/**
 * The stretch opened at `start` is judged as a run; if rejected, later openings inside it are tried
 * while the budget lasts. Returns the accepted run (if any) and the last point examined.
 */
function bestRunFrom(
  series: ChangeSeries,
  start: number,
  base: number,
  scale: number,
  scratch: Float64Array,
  budget: { steps: number },
): { run: TrendRun | null; end: number } {
  let opening = start;
  let end = runEnd(series, opening, base, scale, scratch);
  let examined = end;
  for (;;) {
    const run = acceptedRun(series, opening, end, base, scale, scratch);
    if (run) return { run, end };
    budget.steps -= end - opening + 1;
    if (budget.steps < 0) return { run: null, end: examined };
    do opening += 1;
    while (opening <= examined && !opensRun(series.rate[opening]!, base, scale));
    if (opening > examined) return { run: null, end: examined };
    end = runEnd(series, opening, base, scale, scratch);
    examined = Math.max(examined, end);
  }
}

/** Last point of the run opened at `start`: it lasts while the rate stays high above the baseline. */
function runEnd(
  series: ChangeSeries,
  start: number,
  base: number,
  scale: number,
  scratch: Float64Array,
): number {
  const { rate, length } = series;
  let floor = base + CONTINUE_SIGMAS * scale;
  let end = start;
  for (let index = start + 1; index < length; index += 1) {
    if (rate[index]! <= floor) break;
    end = index;
    if (index === start + 2) {
      // Once the opening level is known, falling to half of it ends the run even if an organic
      // tail stays above the baseline, so the tail cannot blur a plateau's verdict.
      floor = Math.max(floor, base + TAIL_SHARE * (medianOfRange(rate, start, end, scratch) - base));
    }
  }
  return end;
}

function acceptedRun(
  series: ChangeSeries,
  start: number,
  end: number,
  base: number,
  scale: number,
  scratch: Float64Array,
): TrendRun | null {
  const { rate, elapsedDays } = series;
  const count = end - start + 1;
  let days = 0;
  for (let index = start; index <= end; index += 1) days += elapsedDays[index]!;
  if (count < MIN_RUN_POINTS || days < MIN_RUN_DAYS) return null;
  const level = medianOfRange(rate, start, end, scratch);
  const excess = level - base;
  // Bots add followers: a run that still loses followers is a slowing decline, not a plateau.
  if (level <= 0 || excess < LEVEL_SIGMAS * scale || excess < MIN_EXCESS_PER_DAY) return null;
  const onset = medianOfRange(rate, start, start + 2, scratch) - base;
  if (onset < ONSET_SHARE * excess) return null;
  if (precedingLevel(series, start, scratch) - base > QUIET_BEFORE_SHARE * excess) return null;
  const third = Math.max(1, Math.round(count / 3));
  const drift = Math.abs(
    medianOfRange(rate, end - third + 1, end, scratch) -
      medianOfRange(rate, start, start + third - 1, scratch),
  );
  if (drift > DRIFT_SHARE * excess) return null;
  copyRange(scratch, rate, start, end);
  const spread = MAD_TO_SIGMA * madInPlace(scratch, count, level);
  if (spread > SPREAD_SHARE * excess) return null;
  const baselineVariation = scale / Math.max(Math.abs(base), scale);
  if (spread / level > RELATIVE_SPREAD_RATIO * baselineVariation) return null;
  return { start, end, excessPerDay: excess, score: excess / scale };
}

/** Median rate of the (up to) three intervals just before `start`; −∞ when there are none. */
function precedingLevel(series: ChangeSeries, start: number, scratch: Float64Array): number {
  const from = Math.max(1, start - 3);
  return from < start ? medianOfRange(series.rate, from, start - 1, scratch) : Number.NEGATIVE_INFINITY;
}

function medianOfRange(values: Float64Array, from: number, to: number, scratch: Float64Array): number {
  copyRange(scratch, values, from, to);
  return medianInPlace(scratch, to - from + 1);
}

/** Copies `source[from..to]` to the start of `target` (no views, no allocation). */
function copyRange(target: Float64Array, source: Float64Array, from: number, to: number): void {
  for (let index = from; index <= to; index += 1) target[index - from] = source[index]!;
}
