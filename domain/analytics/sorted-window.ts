/**
 * A small multiset of numbers kept sorted, for sliding-window medians and MADs in O(window) per step
 * without sorting or allocating. Every query can leave out one element (`skip`, an index into the
 * sorted order), so a point's own value can sit in the window while it is judged against the others.
 */
export class SortedWindow {
  private readonly values: Float64Array;
  private count = 0;

  constructor(capacity: number) {
    this.values = new Float64Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  /** Adds `value`; ignored when the window is already at capacity (callers size it for their use). */
  add(value: number): void {
    if (this.count === this.values.length) return;
    let slot = this.count;
    while (slot > 0 && this.values[slot - 1]! > value) {
      this.values[slot] = this.values[slot - 1]!;
      slot -= 1;
    }
    this.values[slot] = value;
    this.count += 1;
  }

  /** Removes one occurrence of `value` (which must have been added). */
  delete(value: number): void {
    for (let slot = this.indexOf(value); slot < this.count - 1; slot += 1) {
      this.values[slot] = this.values[slot + 1]!;
    }
    this.count -= 1;
  }

  /**
   * Swaps one occurrence of `leaving` (which must be present) for `entering` in a single pass: only
   * the elements between the two positions move.
   */
  replace(leaving: number, entering: number): void {
    const values = this.values;
    let slot = this.indexOf(leaving);
    if (entering >= leaving) {
      while (slot + 1 < this.count && values[slot + 1]! < entering) {
        values[slot] = values[slot + 1]!;
        slot += 1;
      }
    } else {
      while (slot > 0 && values[slot - 1]! > entering) {
        values[slot] = values[slot - 1]!;
        slot -= 1;
      }
    }
    values[slot] = entering;
  }

  /** Sorted position of the first element ≥ `value` (its own position when present). */
  indexOf(value: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.values[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Median of the window, leaving out the element at sorted position `skip` (−1: none). */
  median(skip = -1): number {
    const length = this.count - (skip >= 0 ? 1 : 0);
    if (length <= 0) return Number.NaN;
    const middle = length >> 1;
    const upper = this.at(middle, skip);
    return length % 2 === 1 ? upper : (this.at(middle - 1, skip) + upper) / 2;
  }

  /** Median absolute deviation from `center`, leaving out sorted position `skip` (−1: none). */
  mad(center: number, skip = -1): number {
    const length = this.count - (skip >= 0 ? 1 : 0);
    if (length <= 0) return Number.NaN;
    let low = 0;
    let high = length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.at(middle, skip) < center) low = middle + 1;
      else high = middle;
    }
    // Deviations grow outwards from the center on both sides: merge the two runs up to the median.
    let left = low - 1;
    let right = low;
    let previous = 0;
    let current = 0;
    const wanted = length >> 1;
    for (let rank = 0; rank <= wanted; rank += 1) {
      previous = current;
      const leftDeviation = left >= 0 ? center - this.at(left, skip) : Number.POSITIVE_INFINITY;
      const rightDeviation = right < length ? this.at(right, skip) - center : Number.POSITIVE_INFINITY;
      if (leftDeviation <= rightDeviation) {
        current = leftDeviation;
        left -= 1;
      } else {
        current = rightDeviation;
        right += 1;
      }
    }
    return length % 2 === 1 ? current : (previous + current) / 2;
  }

  private at(rank: number, skip: number): number {
    return this.values[skip >= 0 && rank >= skip ? rank + 1 : rank]!;
  }
}
