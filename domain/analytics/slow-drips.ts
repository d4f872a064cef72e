import type { ChangeSeries } from './change-series';
import { listenerNoiseAt, outsideListeners } from './listener-noise';
import { medianInPlace, trimmedSigmaInPlace } from './robust-statistics';
import { copyUntakenBesides, pausedWeekday } from './paused-weekday';
import { copyUntaken, medianOfUntaken } from './untaken-values';

/** A slow even drip: intervals `start..end` (inclusive) of the series, with what was measured. */
export interface DripRun {
  readonly start: number;
  readonly end: number;
  /** Median extra followers per day above the rate before the run. */
  readonly excessPerDay: number;
  /** Excess in robust standard deviations of the rate before the run. */
  readonly score: number;
  /** Median daily gain during the run. */
  readonly perDay: number;
  /** Spread of the run's daily gains around their median (15%-trimmed), as a share of it. */
  readonly variation: number;
  /** The listeners' day-to-day noise outside the run, scaled to that rate (same share). */
  readonly listenerVariation: number;
  /** The UTC weekday (0 Sunday … 6 Saturday) the delivery paused on, left out of the spread. */
  readonly pausedWeekday: number | null;
}

/** Intervals that open a candidate drip (about ten days of checks). */
const WINDOW = 10;
/** Intervals before it that form the baseline (four weeks of checks), and the fewest usable. */
const BASELINE = 28;
const MIN_BASELINE = 7;
/**
 * A drip lasts at least this many days: two weeks, less a day at either end that a paused or quiet
 * day can hide…
 */
const MIN_DAYS = 12;
/** …adds at least this many followers a day… */
const MIN_PER_DAY = 10;
/**
 * …and at least this share of the rate before it: the rate rose by 70% or more within a day, which
 * listeners' drift does not do (their rises are either slow or, when viral, ramps).
 */
const MIN_SHIFT_SHARE = 0.7;
/**
 * The rise of the level is no chance: its excess is at least this many standard errors of the
 * difference between the run's median and the listeners' around it (a median's standard error is
 * about 1.25 σ/√count, σ their day-to-day noise before and after the run). Long runs of a modest
 * dose are as telling as short runs of a large one.
 */
const SHIFT_ERRORS = 6;
/** Paid delivery switches on: the first three intervals already sit at this share of the excess… */
const ONSET_SHARE = 0.6;
/** …from quiet: the three before them sit below this share of it (a viral ramp rises through them). */
const QUIET_SHARE = 0.35;
/** It is flat: its thirds differ by at most this share of the excess (plus chance). */
const DRIFT_SHARE = 0.35;
/**
 * It is too regular for listeners. Listeners' follows are counts: their variance grows with the
 * rate (a Poisson count's variance is its mean), and the rest of their day-to-day noise (bursty
 * audiences, the weekday rhythm, drift) multiplies with it, so a listener-driven rise k times the
 * rate is √k to k times as noisy (listenerNoiseAt). A dose delivered by a seller adds followers
 * without adding noise. The run's spread must fall short of the listeners' by more than chance:
 * by this many relative standard errors of the two spreads, √(1/run + 1/outside) — a long run
 * proves its regularity with a smaller shortfall than a short one…
 */
const REGULARITY_ERRORS = 1.7;
/**
 * …or, for a run that switched on from the baseline and back off to it within three checks (no
 * viral rise or decay either side), stay below this share of the listeners' spread.
 */
const SWITCHED_REGULARITY_SHARE = 0.7;
const SWITCH_ON_SHARE = 0.15;
const SWITCH_OFF_SHARE = 0.15;
const SWITCH_CHECKS = 3;
/**
 * …or, for a run switched on from the baseline, stay below this share of the listeners' spread: a
 * seller's dose switches on in a day, where listeners' rises take days (a viral ramp climbs through
 * the checks before it). Switched on means the three checks before the run sit within the first
 * share of the excess above the baseline, and the six before it within the second (one quiet day
 * inside a ramp is not enough).
 */
const FROM_BASELINE_REGULARITY_SHARE = 0.85;
const FROM_BASELINE_SHARE = 0.1;
const FROM_BASELINE_WEEK_SHARE = 0.2;
const FROM_BASELINE_WEEK_CHECKS = 6;
const FROM_BASELINE_RISE_SHARE = 0.2;
/**
 * A weekday whose gains fall below the run's level by this share of the excess (most of the dose
 * missing), week after week, is a day the seller paused (paused-weekday.ts).
 */
const PAUSE_DEPTH = 0.6;
/** Either way its spread is at most this share of its level. */
const EVEN_SHARE = 0.4;
/**
 * The run lasts while the median of the next LOOK_AHEAD intervals stays above this share of the
 * opening excess, and then for as long as single intervals stay above it.
 */
const TAIL_SHARE = 0.5;
const LOOK_AHEAD = 5;
/** The run's intervals may include at most this share already flagged by the other detectors. */
const MAX_TAKEN_SHARE = 0.3;
/**
 * The screen compares means, which a few noisy days sway either way, so it lets through rises of
 * this share of the least drip; the judge then measures medians.
 */
const SCREEN_SHARE = 0.7;
/** Judging rejected runs may cost at most this many steps per interval of the series. */
const BUDGET_PER_INTERVAL = 8;
/** The median absolute successive difference of normal noise is 0.6745·√2·σ. */
const MEDIAN_ASD_TO_SIGMA = 1 / (0.6745 * Math.SQRT2);

/**
 * Finds slow paid drips: runs of 12 days or more whose daily gain switched on to a flat level at
 * least 1.7 times the four weeks' (a change point in the mean gain), with a spread around that
 * level too small for that many listeners: the playlist's own day-to-day noise, measured before
 * and after the run, did not follow the rate up (a run switched on overnight from the baseline needs
 * less proof of that than one a rise may have led up to). Intervals already `taken` by the other detectors
 * stay theirs and are left out of the figures. A prefix-sum screen keeps the scan O(n); medians are
 * taken only where it passes, within a linear budget.
 */
export function findSlowDrips(series: ChangeSeries, taken: ArrayLike<boolean>): DripRun[] {
  const { rate, length } = series;
  const sum = new Float64Array(length + 1);
  const count = new Int32Array(length + 1);
  for (let index = 0; index < length; index += 1) {
    const usable = index > 0 && !taken[index];
    sum[index + 1] = sum[index]! + (usable ? rate[index]! : 0);
    count[index + 1] = count[index]! + (usable ? 1 : 0);
  }
  const mean = (from: number, to: number) => {
    const usable = count[to + 1]! - count[from]!;
    return usable === 0 ? Number.NaN : (sum[to + 1]! - sum[from]!) / usable;
  };
  const scratch = new Float64Array(length);
  const budget = { steps: BUDGET_PER_INTERVAL * length };
  const runs: DripRun[] = [];
  let index = 1 + MIN_BASELINE;
  while (index + WINDOW <= length) {
    const from = Math.max(1, index - BASELINE);
    const before = mean(from, index - 1);
    const after = mean(index, index + WINDOW - 1);
    const screened =
      !taken[index] &&
      after - before >= SCREEN_SHARE * Math.max(MIN_PER_DAY, MIN_SHIFT_SHARE * Math.abs(before));
    const judged = screened && budget.steps > 0 ? judgeDrip(series, taken, from, index, scratch) : null;
    if (judged) budget.steps -= judged.end - index + 1;
    if (judged?.run) {
      runs.push(judged.run);
      index = judged.run.end + 1;
    } else {
      index += 1;
    }
  }
  return runs;
}

interface Judged {
  readonly run: DripRun | null;
  /** The last interval examined. */
  readonly end: number;
}

function judgeDrip(
  series: ChangeSeries,
  taken: ArrayLike<boolean>,
  from: number,
  start: number,
  scratch: Float64Array,
): Judged | null {
  const { rate, elapsedDays, length } = series;
  const baseCount = copyUntaken(scratch, rate, taken, from, start - 1);
  if (baseCount < MIN_BASELINE) return null;
  const base = medianInPlace(scratch, baseCount);
  copyUntaken(scratch, rate, taken, from, start - 1);
  const baseNoise = Math.max(successiveNoise(scratch, baseCount), 1);
  const opening = medianOfUntaken(scratch, rate, taken, start, start + WINDOW - 1);
  const openingExcess = opening - base;
  if (!(openingExcess >= MIN_PER_DAY)) return null;
  if (medianOfUntaken(scratch, rate, taken, start, start + 2) - base < ONSET_SHARE * openingExcess)
    return null;
  const quietFrom = Math.max(1, start - SWITCH_CHECKS);
  const quiet = medianOfUntaken(scratch, rate, taken, quietFrom, start - 1) - base;
  if (quiet > QUIET_SHARE * openingExcess) return null;

  const floor = base + TAIL_SHARE * openingExcess;
  let end = start + WINDOW - 1;
  while (end + 1 < length && (taken[end + 1] || medianAhead(rate, end + 1, length, scratch) > floor))
    end += 1;
  // The look-ahead stops short of a drip's last days: take them in one by one.
  while (end + 1 < length && (taken[end + 1] || rate[end + 1]! > floor)) end += 1;
  while (end > start && (taken[end] || rate[end]! <= floor)) end -= 1;
  const examined = { run: null, end };

  let days = 0;
  for (let index = start; index <= end; index += 1) days += elapsedDays[index]!;
  const runCount = copyUntaken(scratch, rate, taken, start, end);
  if (days < MIN_DAYS || runCount < (1 - MAX_TAKEN_SHARE) * (end - start + 1)) return examined;
  const level = medianInPlace(scratch, runCount);
  const excess = level - base;
  const outside = outsideListeners(series, taken, { from, start, end, after: BASELINE }, scratch);
  // Against the listeners on both sides of the run: more checks, so a surer noise.
  const standardError = 1.25 * outside.noise * Math.sqrt(1 / runCount + 1 / (outside.steps + 1));
  if (
    excess < MIN_PER_DAY ||
    excess < MIN_SHIFT_SHARE * Math.abs(base) ||
    excess < SHIFT_ERRORS * standardError
  ) {
    return examined;
  }
  // Flat: neither a ramp (first and last thirds apart) nor a rise and fall (the middle above both).
  const third = Math.max(3, Math.round((end - start + 1) / 3));
  const firstThird = medianOfUntaken(scratch, rate, taken, start, start + third - 1);
  const lastThird = medianOfUntaken(scratch, rate, taken, end - third + 1, end);
  const middle = medianOfUntaken(scratch, rate, taken, start + third, Math.max(start + third, end - third));
  const allowed = DRIFT_SHARE * excess + slack(baseNoise, third) + audienceClimb(series, start, end, base);
  if (Math.abs(lastThird - firstThird) > allowed || middle - Math.max(firstThird, lastThird) > allowed)
    return examined;

  // Around its own level, a paused weekday left out: were it kept, its days would take up the
  // trimmed share and the rest would pass for a spread 1.4 times as wide.
  const listeners = {
    before: [from, start - 1] as const,
    after: [end + 2, Math.min(length - 1, end + 1 + BASELINE)] as const,
    level: outside.level,
  };
  const low = level - PAUSE_DEPTH * excess;
  const paused = pausedWeekday(series, taken, { start, end, level, low }, listeners, scratch);
  const keptCount = copyUntakenBesides(scratch, series, taken, start, end, paused);
  const keptLevel = medianInPlace(scratch, keptCount);
  copyUntakenBesides(scratch, series, taken, start, end, paused);
  const spread = trimmedSigmaInPlace(scratch, keptCount, keptLevel);
  const listenerSpread = listenerNoiseAt(level, outside.level, outside.noise);
  const chance = REGULARITY_ERRORS * Math.sqrt(1 / keptCount + 1 / outside.steps);
  const regular =
    spread <= (1 - chance) * listenerSpread ||
    (spread <= FROM_BASELINE_REGULARITY_SHARE * listenerSpread &&
      quiet <= FROM_BASELINE_SHARE * excess &&
      switchedOnFromBaseline(series, taken, from, start, base, excess, scratch)) ||
    (spread <= SWITCHED_REGULARITY_SHARE * listenerSpread &&
      switchedOnAndOff(series, taken, start, end, base, excess, scratch));
  if (!regular || spread > EVEN_SHARE * level) return examined;
  return {
    run: {
      start,
      end,
      excessPerDay: excess,
      score: excess / baseNoise,
      perDay: level,
      variation: spread / level,
      listenerVariation: listenerSpread / level,
      pausedWeekday: paused < 0 ? null : paused,
    },
    end,
  };
}

/**
 * The week of checks before `start` sits near the baseline, and the baseline's later half near its
 * earlier half: no ramp leads up to the run (one chance dip just before a viral rise is not a quiet
 * baseline).
 */
function switchedOnFromBaseline(
  series: ChangeSeries,
  taken: ArrayLike<boolean>,
  from: number,
  start: number,
  base: number,
  excess: number,
  scratch: Float64Array,
): boolean {
  const weekFrom = Math.max(1, start - FROM_BASELINE_WEEK_CHECKS);
  const week = medianOfUntaken(scratch, series.rate, taken, weekFrom, start - 1);
  if (week - base > FROM_BASELINE_WEEK_SHARE * excess) return false;
  const middle = Math.floor((from + start) / 2);
  const earlier = medianOfUntaken(scratch, series.rate, taken, from, middle - 1);
  const later = medianOfUntaken(scratch, series.rate, taken, middle, start - 1);
  return !(later - earlier > FROM_BASELINE_RISE_SHARE * excess);
}

/** The checks just before `start` sit at the baseline, and so do those just after `end`. */
function switchedOnAndOff(
  series: ChangeSeries,
  taken: ArrayLike<boolean>,
  start: number,
  end: number,
  base: number,
  excess: number,
  scratch: Float64Array,
): boolean {
  if (end + SWITCH_CHECKS >= series.length) return false;
  const before = medianOfUntaken(scratch, series.rate, taken, Math.max(1, start - SWITCH_CHECKS), start - 1);
  const after = medianOfUntaken(scratch, series.rate, taken, end + 1, end + SWITCH_CHECKS);
  return before - base <= SWITCH_ON_SHARE * excess && after - base <= SWITCH_OFF_SHARE * excess;
}

/**
 * How far apart two medians of `count` values with noise `sigma` may fall by chance (two standard
 * errors of their difference).
 */
function slack(sigma: number, count: number): number {
  return (2 * 1.25 * Math.SQRT2 * sigma) / Math.sqrt(Math.max(count, 1));
}

/**
 * Day-to-day noise of `values[0..count)` in standard deviations: the median absolute successive
 * difference, scaled for normal data, so a slow trend (a ramp in the baseline) does not pass for
 * noise. Reorders the buffer.
 */
function successiveNoise(values: Float64Array, count: number): number {
  if (count < 2) return 0;
  for (let index = 0; index + 1 < count; index += 1)
    values[index] = Math.abs(values[index + 1]! - values[index]!);
  return medianInPlace(values, count - 1) * MEDIAN_ASD_TO_SIGMA;
}

/**
 * Median of the interval and the ones after it (LOOK_AHEAD in all, fewer at the series' end): a
 * paused day and a quiet one together do not end a drip, and a drip that stopped ends at once.
 */
function medianAhead(rate: Float64Array, index: number, length: number, scratch: Float64Array): number {
  const count = Math.min(LOOK_AHEAD, length - index);
  for (let offset = 0; offset < count; offset += 1) scratch[offset] = rate[index + offset]!;
  return medianInPlace(scratch, count);
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
  for (let index = first; index <= last; index += 1) scratch[index - first] = series.rate[index]!;
  const level = medianInPlace(scratch, count);
  if (!(level > 0)) return Number.POSITIVE_INFINITY;
  for (let index = first; index <= last; index += 1) scratch[index - first] = series.rate[index]!;
  return successiveNoise(scratch, count) / level;
}

/**
 * How far the listeners' own rate may climb over the run because the audience grew: listeners
 * follow in proportion to the reach of the playlist, so a run that grew the audience by a share
 * lifts the rate they bring by up to that share of the baseline.
 */
function audienceClimb(series: ChangeSeries, start: number, end: number, base: number): number {
  const before = series.followers[start - 1]!;
  const growth = (series.followers[end]! - before) / Math.max(before, 1);
  return Math.max(base, 0) * Math.max(growth, 0);
}
