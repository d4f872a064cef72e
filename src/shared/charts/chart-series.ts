/** An anomaly flagged on one point of a history (the playlist follower bot check). */
export interface ChartAnomaly {
  readonly type: 'extreme' | 'trend';
  /** Signed change of the value on that point, e.g. followers gained or lost. */
  readonly change: number;
  /** The detector's score; left out of the tooltip when unknown. */
  readonly score?: number | null;
}

/** One point of a time series as the pages hand it over. */
export interface ChartPoint {
  /** A `Date` or an ISO 8601 timestamp. */
  readonly at: Date | string;
  readonly value: number;
  readonly anomaly?: ChartAnomaly | null;
  /** A reading the user kept elsewhere and imported, drawn hollow (issue 34 point 4). */
  readonly imported?: boolean;
}

export const POINT_NORMAL = 0;
export const POINT_EXTREME = 1;
export const POINT_TREND = 2;

/**
 * The points as parallel typed arrays sorted by time, the form the drawing code scans. Points with
 * an unreadable date or a non-finite value are left out; `source[i]` is the point behind index `i`.
 */
export interface ChartSeries {
  readonly times: Float64Array;
  readonly values: Float64Array;
  /** `POINT_NORMAL`, `POINT_EXTREME` or `POINT_TREND` per index. */
  readonly kinds: Uint8Array;
  /** 1 where the point is an imported reading, per index. */
  readonly imported: Uint8Array;
  /** Indices of the anomalous points, ascending. */
  readonly anomalies: Uint32Array;
  readonly source: readonly ChartPoint[];
}

function timeOf(at: Date | string): number {
  return at instanceof Date ? at.getTime() : Date.parse(at);
}

function kindOf(anomaly: ChartAnomaly | null | undefined): number {
  if (anomaly?.type === 'extreme') return POINT_EXTREME;
  if (anomaly?.type === 'trend') return POINT_TREND;
  return POINT_NORMAL;
}

/** Builds the typed-array form of `points` in one pass (plus a sort only when they arrive unsorted). */
export function toChartSeries(points: readonly ChartPoint[]): ChartSeries {
  let kept: { point: ChartPoint; time: number }[] = [];
  let sorted = true;
  for (const point of points) {
    const time = timeOf(point.at);
    if (!Number.isFinite(time) || !Number.isFinite(point.value)) continue;
    if (kept.length > 0 && time < kept[kept.length - 1]!.time) sorted = false;
    kept.push({ point, time });
  }
  if (!sorted) kept = kept.sort((a, b) => a.time - b.time);

  const times = new Float64Array(kept.length);
  const values = new Float64Array(kept.length);
  const kinds = new Uint8Array(kept.length);
  const imported = new Uint8Array(kept.length);
  const anomalies: number[] = [];
  kept.forEach(({ point, time }, index) => {
    times[index] = time;
    values[index] = point.value;
    kinds[index] = kindOf(point.anomaly);
    imported[index] = point.imported ? 1 : 0;
    if (kinds[index] !== POINT_NORMAL) anomalies.push(index);
  });
  return {
    times,
    values,
    kinds,
    imported,
    anomalies: Uint32Array.from(anomalies),
    source: kept.map((k) => k.point),
  };
}
