import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../src/shared/charts/chart-labels';
import { DAY_MS, dayTicks } from '../../../src/shared/charts/day-ticks';

const window = fc
  .tuple(
    fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }),
    fc.integer({ min: 0, max: 40 * 365 * DAY_MS }),
  )
  .map(([start, span]) => [start, start + span] as const);

const labels = (start: string, end: string, max: number) =>
  dayTicks(Date.parse(start), Date.parse(end), max).map(formatDay);

describe('dayTicks', () => {
  it('gives at most maxTicks ascending UTC midnights inside the window', () => {
    fc.assert(
      fc.property(window, fc.integer({ min: 0, max: 12 }), ([start, end], max) => {
        const ticks = dayTicks(start, end, max);
        expect(ticks.length).toBeLessThanOrEqual(max);
        ticks.forEach((tick, index) => {
          expect(tick % DAY_MS).toBe(0);
          expect(tick >= start && tick <= end).toBe(true);
          if (index > 0) expect(tick).toBeGreaterThan(ticks[index - 1]!);
        });
      }),
    );
  });

  it('always labels a window of a day or more when three labels fit', () => {
    fc.assert(
      fc.property(window, fc.integer({ min: 3, max: 10 }), ([start, end], max) => {
        fc.pre(end - start >= DAY_MS);
        expect(dayTicks(start, end, max).length).toBeGreaterThan(0);
      }),
    );
  });

  it('steps by days, Mondays, month starts or years as the window grows', () => {
    expect(labels('2024-03-01T10:00:00Z', '2024-03-05T00:00:00Z', 10)).toEqual([
      '02/03/2024',
      '03/03/2024',
      '04/03/2024',
      '05/03/2024',
    ]);
    expect(labels('2024-03-01T00:00:00Z', '2024-04-30T00:00:00Z', 10)).toEqual([
      '04/03/2024',
      '11/03/2024',
      '18/03/2024',
      '25/03/2024',
      '01/04/2024',
      '08/04/2024',
      '15/04/2024',
      '22/04/2024',
      '29/04/2024',
    ]);
    expect(labels('2024-01-15T00:00:00Z', '2025-01-10T00:00:00Z', 10)).toEqual([
      '01/03/2024',
      '01/05/2024',
      '01/07/2024',
      '01/09/2024',
      '01/11/2024',
      '01/01/2025',
    ]);
    expect(labels('2001-06-01T00:00:00Z', '2029-06-01T00:00:00Z', 3)).toEqual(['01/01/2010', '01/01/2020']);
  });

  it('gives nothing for an empty or reversed window', () => {
    expect(dayTicks(5 * DAY_MS, DAY_MS, 10)).toEqual([]);
    expect(dayTicks(DAY_MS, 2 * DAY_MS, 0)).toEqual([]);
  });
});
