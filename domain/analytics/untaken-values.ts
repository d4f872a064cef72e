import { medianInPlace } from './robust-statistics';

// Values of a series read around the intervals another detector has already `taken` (flagged):
// those stay that detector's and are left out of the figures.

/** Copies the untaken values of `values[from..to]` to the start of `target`; answers how many. */
export function copyUntaken(
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

/** Median of the untaken values of `values[from..to]` (reorders `scratch`); NaN when there are none. */
export function medianOfUntaken(
  scratch: Float64Array,
  values: Float64Array,
  taken: ArrayLike<boolean>,
  from: number,
  to: number,
): number {
  return medianInPlace(scratch, copyUntaken(scratch, values, taken, from, to));
}

/**
 * Appends to `target` from `offset` the absolute steps between successive untaken values of
 * `values[from..to]`; answers the new length.
 */
export function appendUntakenSteps(
  target: Float64Array,
  offset: number,
  values: Float64Array,
  taken: ArrayLike<boolean>,
  from: number,
  to: number,
): number {
  let count = offset;
  let previous = Number.NaN;
  for (let index = from; index <= to; index += 1) {
    if (taken[index]) continue;
    if (!Number.isNaN(previous)) target[count++] = Math.abs(values[index]! - previous);
    previous = values[index]!;
  }
  return count;
}
