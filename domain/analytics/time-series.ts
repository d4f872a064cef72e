import { parseIsoInstant } from './iso-instant';

/** Milliseconds in one day; every "per day" figure in analytics uses elapsed time, not point counts. */
export const DAY_MS = 86_400_000;

/** One usable observation: time in epoch milliseconds, value, and its position in the caller's input. */
export interface TimedValue {
  readonly time: number;
  readonly value: number;
  readonly inputIndex: number;
}

/**
 * Keeps the observations with a parseable timestamp and a finite value, sorted by time (ties by value,
 * then input position) so every figure is independent of the order the caller passed them in.
 */
export function sortedObservations<T>(
  points: ReadonlyArray<T>,
  readTime: (point: T) => string,
  readValue: (point: T) => number | null | undefined,
): TimedValue[] {
  const observations: TimedValue[] = [];
  points.forEach((point, inputIndex) => {
    const time = parseIsoInstant(readTime(point));
    const value = readValue(point);
    if (Number.isFinite(time) && typeof value === 'number' && Number.isFinite(value)) {
      observations.push({ time, value, inputIndex });
    }
  });
  return isSorted(observations) ? observations : observations.sort(byTimeThenValue);
}

function byTimeThenValue(a: TimedValue, b: TimedValue): number {
  return a.time - b.time || a.value - b.value || a.inputIndex - b.inputIndex;
}

/** Histories usually arrive in order already; checking is cheaper than sorting. */
function isSorted(observations: ReadonlyArray<TimedValue>): boolean {
  for (let index = 1; index < observations.length; index += 1) {
    if (byTimeThenValue(observations[index - 1]!, observations[index]!) > 0) return false;
  }
  return true;
}

/** Index of the observation (before the last one) whose time is closest to `target`; -1 when none. */
export function closestEarlierIndex(observations: ReadonlyArray<TimedValue>, target: number): number {
  let low = 0;
  let high = observations.length - 2;
  if (high < 0) return -1;
  // Binary search for the first observation at or after the target, then compare with its predecessor.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (observations[middle]!.time < target) low = middle + 1;
    else high = middle;
  }
  const after = low;
  const before = after - 1;
  if (before >= 0 && target - observations[before]!.time <= Math.abs(observations[after]!.time - target)) {
    return before;
  }
  return after;
}
