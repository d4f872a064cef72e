import type { ChangeSeries } from './change-series';
import { medianInPlace } from './robust-statistics';

/** Days in a week. */
const WEEKDAYS = 7;
/** A paused weekday is low on at least this many of its checks in the run… */
const MIN_PAUSES = 3;
/** …and on at least this share of them (one in four may carry a delayed delivery or a busy day). */
const PAUSE_SHARE = 0.75;

/** Where listeners alone were measured around a run (as outsideListeners takes them). */
export interface ListenerRanges {
  readonly before: readonly [number, number];
  readonly after: readonly [number, number];
  /** The listeners' median daily rate there. */
  readonly level: number;
}

/**
 * The UTC weekday (of the checks closing the intervals) on which a drip's delivery paused: the one
 * weekday whose untaken intervals in `start..end` fall below `low` most often, on at least three of
 * its checks and three in four of them; −1 when none does. Sellers pause a weekday now and then; a
 * single low day a week inside a run is that, not listeners' noise. Listeners have quiet weekdays
 * of their own, as much quieter as they are more: a weekday that sits below the listeners' level
 * outside the run is allowed that dip inside it too, scaled to the run's level `runLevel`, before
 * it counts as low. Reorders `scratch`.
 */
export function pausedWeekday(
  series: ChangeSeries,
  taken: ArrayLike<boolean>,
  run: { readonly start: number; readonly end: number; readonly level: number; readonly low: number },
  listeners: ListenerRanges,
  scratch: Float64Array,
): number {
  const { start, end, low } = run;
  const scale = run.level / Math.max(listeners.level, 1);
  const allowance = new Float64Array(WEEKDAYS);
  for (let day = 0; day < WEEKDAYS; day += 1) {
    let count = copyWeekday(scratch, series, taken, listeners.before, day, 0);
    count = copyWeekday(scratch, series, taken, listeners.after, day, count);
    const dip = count === 0 ? 0 : listeners.level - medianInPlace(scratch, count);
    allowance[day] = Math.max(dip, 0) * scale;
  }
  const seen = new Int32Array(WEEKDAYS);
  const lows = new Int32Array(WEEKDAYS);
  for (let index = start; index <= end; index += 1) {
    if (taken[index]) continue;
    const day = series.weekday[index]!;
    seen[day] = seen[day]! + 1;
    if (series.rate[index]! + allowance[day]! < low) lows[day] = lows[day]! + 1;
  }
  let paused = -1;
  for (let day = 0; day < WEEKDAYS; day += 1) {
    const pausedOften = lows[day]! >= MIN_PAUSES && lows[day]! >= PAUSE_SHARE * seen[day]!;
    if (pausedOften && (paused < 0 || lows[day]! > lows[paused]!)) paused = day;
  }
  return paused;
}

/** Appends the untaken rates of `range` closing on `weekday` to `target` from `offset`; answers the new length. */
function copyWeekday(
  target: Float64Array,
  series: ChangeSeries,
  taken: ArrayLike<boolean>,
  [from, to]: readonly [number, number],
  weekday: number,
  offset: number,
): number {
  let count = offset;
  for (let index = from; index <= to; index += 1) {
    if (!taken[index] && series.weekday[index] === weekday) target[count++] = series.rate[index]!;
  }
  return count;
}

/**
 * Copies the rates of the untaken intervals of `from..to` to the start of `target`, leaving out
 * those closing on `weekday` (none when it is −1); answers how many.
 */
export function copyUntakenBesides(
  target: Float64Array,
  series: ChangeSeries,
  taken: ArrayLike<boolean>,
  from: number,
  to: number,
  weekday: number,
): number {
  let count = 0;
  for (let index = from; index <= to; index += 1) {
    if (!taken[index] && series.weekday[index] !== weekday) target[count++] = series.rate[index]!;
  }
  return count;
}
