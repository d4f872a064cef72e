import { lowerBound } from '@domain/analytics/sorted-search';

/**
 * The index of the point of the ascending `times` closest to `time`, by binary search; on a tie the
 * earlier one. -1 when `times` is empty.
 */
export function nearestIndex(times: Float64Array, time: number): number {
  if (times.length === 0) return -1;
  const after = lowerBound(times, time);
  if (after === 0) return 0;
  if (after === times.length) return firstOfRun(times, times.length - 1);
  const before = after - 1;
  return time - times[before]! <= times[after]! - time ? firstOfRun(times, before) : after;
}

/** Equal times: the earliest index holding the same time as `index`. */
function firstOfRun(times: Float64Array, index: number): number {
  return lowerBound(times, times[index]!);
}
