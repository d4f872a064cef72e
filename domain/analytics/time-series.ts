import { parseIsoInstant } from './iso-instant';

/** Milliseconds in one day; every "per day" figure in analytics uses elapsed time, not point counts. */
export const DAY_MS = 86_400_000;

/**
 * Usable observations, time-sorted, as parallel typed arrays (histories run to tens of thousands of
 * points; typed arrays keep the garbage collector out of the way): epoch milliseconds, value, and
 * each one's position in the caller's input.
 */
export interface Observations {
  readonly length: number;
  readonly time: Float64Array;
  readonly value: Float64Array;
  readonly inputIndex: Int32Array;
}

/**
 * Keeps the observations with a parseable timestamp and a finite value, sorted by time (ties by value,
 * then input position) so every figure is independent of the order the caller passed them in.
 */
export function sortedObservations<T>(
  points: ReadonlyArray<T>,
  readTime: (point: T) => string,
  readValue: (point: T) => number | null | undefined,
): Observations {
  const time = new Float64Array(points.length);
  const value = new Float64Array(points.length);
  const inputIndex = new Int32Array(points.length);
  let length = 0;
  let sorted = true;
  for (let index = 0; index < points.length; index += 1) {
    const point = points[index]!;
    const at = parseIsoInstant(readTime(point));
    const reading = readValue(point);
    if (!Number.isFinite(at) || typeof reading !== 'number' || !Number.isFinite(reading)) continue;
    if (
      length > 0 &&
      (at < time[length - 1]! || (at === time[length - 1]! && reading < value[length - 1]!))
    ) {
      sorted = false;
    }
    time[length] = at;
    value[length] = reading;
    inputIndex[length] = index;
    length += 1;
  }
  if (sorted) {
    return {
      length,
      time: time.subarray(0, length),
      value: value.subarray(0, length),
      inputIndex: inputIndex.subarray(0, length),
    };
  }
  // Histories usually arrive in order; only otherwise pay for sorting a permutation.
  const order = Array.from({ length }, (_, position) => position);
  order.sort((a, b) => time[a]! - time[b]! || value[a]! - value[b]! || inputIndex[a]! - inputIndex[b]!);
  return selectObservations({ length, time, value, inputIndex }, order);
}

/** The observations at `positions` (ascending), as a new set. */
export function selectObservations(observations: Observations, positions: ArrayLike<number>): Observations {
  const length = positions.length;
  const time = new Float64Array(length);
  const value = new Float64Array(length);
  const inputIndex = new Int32Array(length);
  for (let index = 0; index < length; index += 1) {
    const position = positions[index]!;
    time[index] = observations.time[position]!;
    value[index] = observations.value[position]!;
    inputIndex[index] = observations.inputIndex[position]!;
  }
  return { length, time, value, inputIndex };
}

/** Index of the observation (before the last one) whose time is closest to `target`; -1 when none. */
export function closestEarlierIndex(observations: Observations, target: number): number {
  const times = observations.time;
  let low = 0;
  let high = observations.length - 2;
  if (high < 0) return -1;
  // Binary search for the first observation at or after the target, then compare with its predecessor.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle]! < target) low = middle + 1;
    else high = middle;
  }
  const before = low - 1;
  if (before >= 0 && target - times[before]! <= Math.abs(times[low]! - target)) return before;
  return low;
}
