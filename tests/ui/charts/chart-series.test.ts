import { describe, expect, it } from 'vitest';
import { chartKeyAction, steppedIndex } from '../../../src/shared/charts/chart-keys';
import {
  POINT_EXTREME,
  POINT_NORMAL,
  POINT_TREND,
  toChartSeries,
} from '../../../src/shared/charts/chart-series';
import { visibleWindow } from '../../../src/shared/charts/visible-window';
import { dailyPoints, withAnomalies } from './chart-fixtures';

const DAY = 86_400_000;
const MARCH_1 = Date.UTC(2024, 2, 1);

describe('toChartSeries', () => {
  it('takes Dates and ISO strings, sorts them, drops unreadable points and lists the anomalies', () => {
    const series = toChartSeries([
      { at: '2024-03-02T00:00:00Z', value: 2, anomaly: { type: 'trend', change: 1, score: 1 } },
      { at: new Date(MARCH_1), value: 1, anomaly: { type: 'extreme', change: 1, score: 1 } },
      { at: 'yesterday', value: 3 },
      { at: '2024-03-03T00:00:00Z', value: 3, anomaly: null },
    ]);
    expect(Array.from(series.times)).toEqual([MARCH_1, MARCH_1 + DAY, MARCH_1 + 2 * DAY]);
    expect(Array.from(series.values)).toEqual([1, 2, 3]);
    expect(Array.from(series.kinds)).toEqual([POINT_EXTREME, POINT_TREND, POINT_NORMAL]);
    expect(Array.from(series.anomalies)).toEqual([0, 1]);
    expect(series.source[0]!.value).toBe(1);
  });
});

describe('visibleWindow', () => {
  it('takes one neighbour either side of the window and draws every point once they are far apart', () => {
    const series = toChartSeries(dailyPoints(100));
    const window = visibleWindow(series, MARCH_1 + 10 * DAY, MARCH_1 + 20 * DAY, 600);
    expect([window.from, window.to]).toEqual([9, 22]);
    expect(window.dots).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(window.valueExtent[0]).toBeLessThan(1100);
    expect(window.valueExtent[1]).toBeGreaterThan(1200);
  });

  it('draws crowded anomalies all, the extreme one last (on top)', () => {
    const points = withAnomalies(dailyPoints(1_000), 500, 501);
    const series = toChartSeries(points);
    const window = visibleWindow(series, MARCH_1, MARCH_1 + 999 * DAY, 100);
    expect(window.dots).toEqual([501, 500]);
  });

  it('keeps a flat zero series above zero', () => {
    const series = toChartSeries(dailyPoints(5, () => 0));
    expect(visibleWindow(series, MARCH_1, MARCH_1 + 4 * DAY, 300).valueExtent).toEqual([0, 1]);
  });
});

describe('chart keys', () => {
  it('maps keys to actions and ignores others', () => {
    expect(chartKeyAction('ArrowLeft')).toEqual({ kind: 'step', by: -1 });
    expect(chartKeyAction('End')).toEqual({ kind: 'last' });
    expect(chartKeyAction('-')).toEqual({ kind: 'zoom', factor: 0.5 });
    expect(chartKeyAction('a')).toBeNull();
  });

  it('starts at the first or last point in view, then steps within the series', () => {
    const visible = { first: 10, last: 20 };
    expect(steppedIndex(-1, 1, 100, visible)).toBe(10);
    expect(steppedIndex(-1, -1, 100, visible)).toBe(20);
    expect(steppedIndex(98, 10, 100, visible)).toBe(99);
    expect(steppedIndex(3, -10, 100, visible)).toBe(0);
    expect(steppedIndex(-1, 1, 0, visible)).toBe(-1);
  });
});
