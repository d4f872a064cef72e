import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chartGeometry,
  followerChartSvg,
  followerScale,
  LINE_COLOURS,
  MIN_SPAN_SHARE,
  REPORT_CHART_BOX,
  type ReportMark,
  tickLabel,
} from '@domain/reports';

const DAY = 86_400_000;
const START = Date.parse('2026-01-01T08:00:00Z');

const series = fc
  .array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 120 })
  .map((counts) =>
    counts.map((followers, day) => ({ checked_at: new Date(START + day * DAY).toISOString(), followers })),
  );

describe('the report chart', () => {
  it('keeps the curve and one band per flagged stretch inside the plot', () => {
    fc.assert(
      fc.property(series, fc.array(fc.nat(), { maxLength: 10 }), (points, picks) => {
        const marks: ReportMark[] = picks.map((pick) => {
          const day = points[pick % points.length]!.checked_at.slice(0, 10);
          return {
            start: day,
            end: day,
            label: '1-day burst',
            sizeText: '+1',
            direction: 'gain',
          };
        });
        const box = REPORT_CHART_BOX;
        const geometry = chartGeometry(points, marks, box);
        expect(geometry.line).toHaveLength(points.length);
        expect(geometry.bands).toHaveLength(marks.length);
        for (const [x, y] of geometry.line) {
          expect(x).toBeGreaterThanOrEqual(box.left - 0.1);
          expect(x).toBeLessThanOrEqual(box.width - box.right + 0.1);
          expect(y).toBeGreaterThanOrEqual(box.top - 0.1);
          expect(y).toBeLessThanOrEqual(box.height - box.bottom + 0.1);
        }
        for (const band of geometry.bands) {
          expect(band.x).toBeGreaterThanOrEqual(box.left - 0.1);
          expect(band.x + band.width).toBeLessThanOrEqual(box.width - box.right + 0.2);
        }
      }),
    );
  });

  it('draws a tooltip per band and nothing executable', () => {
    const points = [
      { checked_at: '2026-01-01T08:00:00.000Z', followers: 100 },
      { checked_at: '2026-01-02T08:00:00.000Z', followers: 5_000 },
    ];
    const svg = followerChartSvg(
      points,
      [
        {
          start: '2026-01-02',
          end: '2026-01-02',
          label: '1-day burst',
          sizeText: '+4,900 in 1 day, +4900% of the audience before it',
          direction: 'gain',
        },
      ],
      'bad',
    );
    expect(svg).toContain(
      '<title>1-day burst, +4,900 in 1 day, +4900% of the audience before it (02/01/2026)</title>',
    );
    expect(svg).not.toMatch(/<script|\son\w+=|href=/i);
  });

  it("draws the line in the grade's colour, with a follower scale of round ticks", () => {
    const points = [
      { checked_at: '2026-01-01T08:00:00.000Z', followers: 30_100 },
      { checked_at: '2026-01-02T08:00:00.000Z', followers: 30_300 },
    ];
    for (const tone of ['good', 'warn', 'bad', 'neutral'] as const) {
      const svg = followerChartSvg(points, [], tone);
      expect(svg).toContain(`stroke="${LINE_COLOURS[tone]}"`);
    }
    const svg = followerChartSvg(points, [], 'bad');
    const ticks = [...svg.matchAll(/class="report-chart-tick">([^<]+)</g)].map((match) => match[1]);
    // A 200-follower move on 30,000 spans a fifth of the axis at least: no cliff.
    expect(ticks).toEqual(['26,000', '28,000', '30,000', '32,000', '34,000']);
  });
});

describe('the follower scale', () => {
  it('covers the data on round steps, never spans less than a fifth of the top, never below zero', () => {
    fc.assert(
      fc.property(fc.nat(5_000_000), fc.nat(5_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const { min, max, ticks } = followerScale(low, high);
        expect(min).toBeLessThanOrEqual(low);
        expect(max).toBeGreaterThanOrEqual(high);
        expect(min).toBeGreaterThanOrEqual(0);
        expect(max - min).toBeGreaterThanOrEqual(Math.max(MIN_SPAN_SHARE * high, 1) - 1e-9);
        expect(ticks[0]).toBe(min);
        expect(ticks.at(-1)).toBe(max);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(11);
        const step = ticks[1]! - ticks[0]!;
        expect(Number.isInteger(step)).toBe(true);
        expect(String(step)).toMatch(/^(1|2|25|5)0*$/);
      }),
    );
  });

  it('labels ticks short enough for an axis', () => {
    expect([950, 12_500, 110_000, 325_000, 1_250_000].map((value) => tickLabel(value))).toEqual([
      '950',
      '12,500',
      '110K',
      '325K',
      '1.25M',
    ]);
  });

  it('labels every tick of one axis in one unit, picked by its largest tick', () => {
    const { ticks, max } = followerScale(54_238, 105_737);
    const labels = ticks.map((value) => tickLabel(value, max));
    expect(labels.at(-1)).toMatch(/K$/);
    for (const label of labels) expect(label).toMatch(/^\d+(\.\d+)?K$/);
    expect([500_000, 1_000_000, 1_500_000].map((value) => tickLabel(value, 1_500_000))).toEqual([
      '0.5M',
      '1M',
      '1.5M',
    ]);
  });
});
