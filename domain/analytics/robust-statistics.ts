/**
 * Iglewicz–Hoaglin consistency factor: 0.6745 · (x − median) / MAD is a robust z-score, and
 * MAD / 0.6745 estimates the standard deviation of normal data.
 */
export const MAD_TO_SIGMA = 1 / 0.6745;

/**
 * Median of `values[0..length)`. Reorders that prefix in place (quickselect, O(length)), so callers
 * pass a scratch buffer they own.
 */
export function medianInPlace(values: Float64Array, length: number): number {
  if (length <= 0) return Number.NaN;
  const middle = length >> 1;
  if (length <= SMALL_SORT_LIMIT) {
    insertionSort(values, length);
    return length % 2 === 1 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
  }
  const upper = selectInPlace(values, length, middle);
  if (length % 2 === 1) return upper;
  // After selection every element left of `middle` is ≤ upper; the lower median is their maximum.
  let lower = values[0]!;
  for (let index = 1; index < middle; index += 1) lower = Math.max(lower, values[index]!);
  return (lower + upper) / 2;
}

/** Median absolute deviation from `center` of `values[0..length)`; reorders the scratch buffer. */
export function madInPlace(values: Float64Array, length: number, center: number): number {
  for (let index = 0; index < length; index += 1) values[index] = Math.abs(values[index]! - center);
  return medianInPlace(values, length);
}

/** A trimmed spread leaves out this share of the largest deviations… */
export const TRIMMED_SHARE = 0.15;
/**
 * …and the root mean square of the rest is this share of σ for normal data:
 * √(((2Φ(q) − 1) − 2qφ(q)) / 0.85) with q = Φ⁻¹(0.925) ≈ 1.4395.
 */
const TRIMMED_RMS_PER_SIGMA = 0.7214;

/**
 * A robust standard deviation of `values[0..length)` around `center`: the root mean square of the
 * smallest 85% of deviations, scaled for normal data. Unlike the MAD it still sees a heavy-tailed
 * spread (most values near the centre, a fat minority far off), yet the largest 15% cannot sway it.
 * Reorders the scratch buffer; O(length).
 */
export function trimmedSigmaInPlace(values: Float64Array, length: number, center: number): number {
  if (length <= 0) return Number.NaN;
  for (let index = 0; index < length; index += 1) values[index] = Math.abs(values[index]! - center);
  const kept = Math.max(1, Math.ceil(length * (1 - TRIMMED_SHARE)));
  if (kept < length) selectInPlace(values, length, kept - 1);
  let squares = 0;
  for (let index = 0; index < kept; index += 1) squares += values[index]! * values[index]!;
  return Math.sqrt(squares / kept) / TRIMMED_RMS_PER_SIGMA;
}

/** Median of an ordinary array (copied, the input is left alone). */
export function median(values: ReadonlyArray<number>): number {
  const buffer = Float64Array.from(values);
  return medianInPlace(buffer, buffer.length);
}

/** Up to this length, sorting outright beats quickselect (the windows here hold 14–21 values). */
const SMALL_SORT_LIMIT = 32;

function insertionSort(values: Float64Array, length: number): void {
  for (let index = 1; index < length; index += 1) {
    const value = values[index]!;
    let slot = index - 1;
    while (slot >= 0 && values[slot]! > value) {
      values[slot + 1] = values[slot]!;
      slot -= 1;
    }
    values[slot + 1] = value;
  }
}

function selectInPlace(values: Float64Array, length: number, rank: number): number {
  let left = 0;
  let right = length - 1;
  while (right > left) {
    const pivot = values[(left + right) >> 1]!;
    let low = left;
    let high = right;
    while (low <= high) {
      while (values[low]! < pivot) low += 1;
      while (values[high]! > pivot) high -= 1;
      if (low <= high) {
        const swap = values[low]!;
        values[low] = values[high]!;
        values[high] = swap;
        low += 1;
        high -= 1;
      }
    }
    if (rank <= high) right = high;
    else if (rank >= low) left = low;
    else return values[rank]!;
  }
  return values[rank]!;
}
