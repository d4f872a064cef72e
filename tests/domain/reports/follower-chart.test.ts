import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartGeometry, followerChartSvg, REPORT_CHART_BOX, type ReportMark } from '@domain/reports';

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
    const svg = followerChartSvg(points, [
      {
        start: '2026-01-02',
        end: '2026-01-02',
        label: '1-day burst',
        sizeText: '+4,900 in 1 day, +4900% of the audience before it',
        direction: 'gain',
      },
    ]);
    expect(svg).toContain(
      '<title>1-day burst, +4,900 in 1 day, +4900% of the audience before it (02/01/2026)</title>',
    );
    expect(svg).not.toMatch(/<script|\son\w+=|href=/i);
  });
});
