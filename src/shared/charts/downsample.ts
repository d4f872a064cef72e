import { POINT_NORMAL } from './chart-series';

export interface DownsampleInput {
  readonly times: Float64Array;
  readonly values: Float64Array;
  readonly kinds: Uint8Array;
}

/**
 * The indices worth drawing for the points `from` (inclusive) to `to` (exclusive) across
 * `bucketCount` equal time buckets of `[startMs, endMs]` (one per pixel): per bucket the lowest and the
 * highest value and every anomaly, plus the first and last index of the range so the line reaches the
 * plot's edges. Points outside the window count towards the nearest edge bucket. Ascending, without
 * repeats. A range small enough to draw whole (at most two points a bucket) is returned as it is.
 */
export function downsampleIndices(
  series: DownsampleInput,
  from: number,
  to: number,
  startMs: number,
  endMs: number,
  bucketCount: number,
): Uint32Array {
  const count = Math.max(0, to - from);
  const buckets = Math.max(1, Math.floor(bucketCount));
  if (count <= buckets * 2) return Uint32Array.from({ length: count }, (_, offset) => from + offset);

  const { times, values, kinds } = series;
  const out = new Uint32Array(count);
  let size = 0;
  let last = -1;
  const emit = (index: number) => {
    if (index > last) {
      out[size++] = index;
      last = index;
    }
  };
  const perMs = startMs < endMs ? buckets / (endMs - startMs) : 0;
  const bucketOf = (time: number) => Math.min(buckets - 1, Math.max(0, Math.floor((time - startMs) * perMs)));

  emit(from);
  let bucket = bucketOf(times[from]!);
  let low = from;
  let high = from;
  let anomalies: number[] = [];
  const flush = () => {
    const first = Math.min(low, high);
    const second = Math.max(low, high);
    let next = 0;
    for (const index of [first, second]) {
      while (next < anomalies.length && anomalies[next]! < index) emit(anomalies[next++]!);
      emit(index);
    }
    while (next < anomalies.length) emit(anomalies[next++]!);
  };
  for (let index = from; index < to; index += 1) {
    const current = bucketOf(times[index]!);
    if (current !== bucket) {
      flush();
      bucket = current;
      low = index;
      high = index;
      anomalies = [];
    }
    const value = values[index]!;
    if (value < values[low]!) low = index;
    if (value > values[high]!) high = index;
    if (kinds[index] !== POINT_NORMAL) anomalies.push(index);
  }
  flush();
  emit(to - 1);
  return out.slice(0, size);
}
