import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChartPoint,
  POINT_EXTREME,
  POINT_NORMAL,
  POINT_TREND,
  toChartSeries,
} from '../../../src/shared/charts/chart-series';
import { downsampleIndices } from '../../../src/shared/charts/downsample';
import { visibleWindow } from '../../../src/shared/charts/visible-window';

const seriesArbitrary = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 5 }),
      value: fc.integer({ min: -50, max: 50 }),
      kind: fc.constantFrom(POINT_NORMAL, POINT_NORMAL, POINT_NORMAL, POINT_EXTREME, POINT_TREND),
    }),
    { minLength: 1, maxLength: 200 },
  )
  .map((rows) => {
    let time = 0;
    const times = Float64Array.from(rows, (row) => (time += row.gap));
    return {
      times,
      values: Float64Array.from(rows, (row) => row.value),
      kinds: Uint8Array.from(rows, (row) => row.kind),
    };
  });

const caseArbitrary = seriesArbitrary.chain((series) => {
  const last = series.times[series.times.length - 1]!;
  return fc.record({
    series: fc.constant(series),
    range: fc
      .tuple(fc.nat(series.times.length), fc.nat(series.times.length))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
    window: fc
      .tuple(fc.integer({ min: -5, max: last + 5 }), fc.integer({ min: 0, max: last + 10 }))
      .map(([start, span]) => [start, start + span] as const),
    buckets: fc.integer({ min: 1, max: 20 }),
  });
});

describe('downsampleIndices', () => {
  it('keeps, per bucket, the lowest and highest value and every anomaly; plus both ends; ascending', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ series, range: [from, to], window: [start, end], buckets }) => {
        const kept = Array.from(downsampleIndices(series, from, to, start, end, buckets));
        const keptSet = new Set(kept);
        for (let k = 1; k < kept.length; k += 1) expect(kept[k]!).toBeGreaterThan(kept[k - 1]!);
        for (const index of kept) expect(index >= from && index < to).toBe(true);
        if (to === from) {
          expect(kept).toEqual([]);
          return;
        }
        expect(keptSet.has(from) && keptSet.has(to - 1)).toBe(true);

        const perMs = start < end ? buckets / (end - start) : 0;
        const bucketOf = (t: number) => Math.min(buckets - 1, Math.max(0, Math.floor((t - start) * perMs)));
        const members = new Map<number, number[]>();
        for (let index = from; index < to; index += 1) {
          if (series.kinds[index] !== POINT_NORMAL) expect(keptSet.has(index)).toBe(true);
          const bucket = bucketOf(series.times[index]!);
          members.set(bucket, [...(members.get(bucket) ?? []), index]);
        }
        for (const indices of members.values()) {
          const values = indices.map((index) => series.values[index]!);
          const keptValues = indices
            .filter((index) => keptSet.has(index))
            .map((index) => series.values[index]!);
          expect(keptValues).toContain(Math.min(...values));
          expect(keptValues).toContain(Math.max(...values));
        }
      }),
    );
  });

  it('draws about two points a bucket however many there are', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ series, range: [from, to], window: [start, end], buckets }) => {
        const kept = downsampleIndices(series, from, to, start, end, buckets);
        let anomalies = 0;
        for (let index = from; index < to; index += 1)
          if (series.kinds[index] !== POINT_NORMAL) anomalies += 1;
        expect(kept.length).toBeLessThanOrEqual(2 * buckets + anomalies + 2);
      }),
    );
  });

  it('returns a small range whole', () => {
    const series = {
      times: Float64Array.of(0, 1, 2, 3, 4),
      values: Float64Array.of(5, 3, 8, 1, 9),
      kinds: new Uint8Array(5),
    };
    expect(Array.from(downsampleIndices(series, 1, 4, 0, 4, 10))).toEqual([1, 2, 3]);
  });

  it('reduces 10,000 points to the extremes of each pixel', () => {
    const count = 10_000;
    const series = {
      times: Float64Array.from({ length: count }, (_, i) => i),
      values: Float64Array.from({ length: count }, (_, i) => Math.sin(i)),
      kinds: new Uint8Array(count),
    };
    const kept = downsampleIndices(series, 0, count, 0, count - 1, 500);
    expect(kept.length).toBeLessThanOrEqual(1002);
    expect(kept.length).toBeGreaterThan(900);
  });
});

describe('flagged points at every width', () => {
  const DAY = 86_400_000;
  const START = Date.UTC(2024, 0, 1);
  const pointsArbitrary = fc
    .array(
      fc.record({
        gapDays: fc.integer({ min: 0, max: 3 }),
        value: fc.integer({ min: 0, max: 1e8 }),
        flag: fc.constantFrom(null, null, null, null, 'extreme', 'trend'),
      }),
      { minLength: 1, maxLength: 3_000 },
    )
    .map((rows) => {
      let day = 0;
      return rows.map((row): ChartPoint => {
        day += row.gapDays;
        return {
          at: new Date(START + day * DAY).toISOString(),
          value: row.value,
          anomaly: row.flag ? { type: row.flag as 'extreme' | 'trend', change: 1 } : null,
        };
      });
    });

  it('every flagged point in view survives downsampling (in the line) and is drawn (a dot), at any width', () => {
    fc.assert(
      fc.property(
        pointsArbitrary,
        fc.integer({ min: 1, max: 2_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (points, widthPx, a, b) => {
          const series = toChartSeries(points);
          const first = series.times[0]!;
          const span = series.times[series.times.length - 1]! - first;
          const startMs = first + Math.min(a, b) * span;
          const endMs = first + Math.max(a, b) * span;
          const window = visibleWindow(series, startMs, endMs, widthPx);
          const line = new Set(window.line);
          const dots = new Set(window.dots);
          for (const index of series.anomalies) {
            const time = series.times[index]!;
            if (time < startMs || time > endMs) continue;
            expect(line.has(index)).toBe(true);
            expect(dots.has(index)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
