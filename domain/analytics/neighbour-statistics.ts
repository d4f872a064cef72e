import { SortedWindow } from './sorted-window';

/**
 * For each position of `values`, the median of its neighbours (up to `halfWindow` each side, shifted
 * inwards at the ends so edge points still get a full window; the point itself left out), written to
 * `medians`; when `mads` is given, also their median absolute deviation from that median — only where
 * `wantsMad(position, median)` says so (NaN elsewhere), since most points are settled by the median
 * alone. The window slides monotonically, so the whole pass is O(n · window) with no sorting.
 */
export function neighbourStatistics(
  values: Float64Array,
  halfWindow: number,
  medians: Float64Array,
  mads?: Float64Array,
  wantsMad: (position: number, median: number) => boolean = () => true,
): void {
  const count = values.length;
  const neighbours = new SortedWindow(2 * halfWindow + 1);
  let from = 0;
  let to = -1;
  for (let position = 0; position < count; position += 1) {
    const wantedFrom = Math.max(0, Math.min(position - halfWindow, count - 1 - 2 * halfWindow));
    const wantedTo = Math.min(count - 1, Math.max(position + halfWindow, 2 * halfWindow));
    while (to < wantedTo && from < wantedFrom) {
      to += 1;
      neighbours.replace(values[from]!, values[to]!);
      from += 1;
    }
    while (to < wantedTo) {
      to += 1;
      neighbours.add(values[to]!);
    }
    while (from < wantedFrom) {
      neighbours.delete(values[from]!);
      from += 1;
    }
    const self = neighbours.indexOf(values[position]!);
    const center = neighbours.median(self);
    medians[position] = center;
    if (mads) mads[position] = wantsMad(position, center) ? neighbours.mad(center, self) : Number.NaN;
  }
}
