import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCountGrowth,
  formatPercentChange,
  formatPointChange,
  formatPointGrowth,
  GROWTH_WINDOWS,
  type GrowthWindow,
  trackingStartWords,
} from '@domain/formatting';

const NUM_RUNS = 1000;
const ZERO_PERCENT = /(^|[^\d.])0(\.0+)?%/;
const windowArbitrary = fc.constantFrom(...(Object.keys(GROWTH_WINDOWS) as GrowthWindow[]));

/** The number a percentage text stands for, or the bound it names for "+<0.01%". */
function readPercent(text: string): number {
  return Number(text.replace('<', '').replaceAll(',', '').replace('%', ''));
}

describe('dated baselines', () => {
  it("dates the user's own tracking start apart from the first check", () => {
    const now = '2026-11-29T08:00:00.000Z';
    expect(trackingStartWords('2026-11-29T07:55:00.000Z', now)).toBe('since you started tracking (today)');
    expect(trackingStartWords('2026-11-28T07:55:00.000Z', now)).toBe(
      'since you started tracking (yesterday)',
    );
    expect(trackingStartWords('2026-11-02T07:55:00.000Z', now)).toBe(
      'since you started tracking (02/11/2026)',
    );
  });
});

describe('formatPercentChange (two decimals in every column)', () => {
  it.each([
    [12.345, '+12.35%'],
    [-3, '-3.00%'],
    [1234.5, '+1,234.50%'],
    [0.01, '+0.01%'],
    [0.0049, '+<0.01%'],
    [0.0014, '+<0.01%'],
    [-0.001, '-<0.01%'],
    [0.00004, '+<0.01%'],
    [-1e-12, '-<0.01%'],
    [0, '0.00%'],
    [null, 'N/A'],
    [Number.NaN, 'N/A'],
  ])('%s → %s', (percent, text) => {
    expect(formatPercentChange(percent)).toBe(text);
  });

  it('never writes a non-zero change as a zero percent, and keeps its sign', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((p) => p !== 0),
        (percent) => {
          const text = formatPercentChange(percent);
          expect(text).not.toMatch(ZERO_PERCENT);
          // A sign always, and two decimals always (or the "<0.01" floor): one precision per column.
          expect(text).toMatch(/^[+-](<0\.01|[\d,]+\.\d{2})%$/);
          expect(text[0]).toBe(percent > 0 ? '+' : '-');
          if (Math.abs(percent) >= 0.01) {
            expect(Math.abs(readPercent(text) - percent)).toBeLessThanOrEqual(0.005 + 1e-6);
          }
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('follower growth over a window: a non-zero change never reads as a zero percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        windowArbitrary,
        (baseline, latest, window) => {
          const change = latest - baseline;
          const text = formatCountGrowth(change, ((latest - baseline) / baseline) * 100, window);
          expect(text.endsWith(` ${GROWTH_WINDOWS[window]}`)).toBe(true);
          if (change !== 0) expect(text).not.toMatch(ZERO_PERCENT);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('writes the absolute change first and names the window', () => {
    expect(formatCountGrowth(8_912, 0.0141, 'weekly')).toBe('+8,912 (+0.01%) in 7 days');
    expect(formatCountGrowth(876, 0.0014, 'recent')).toBe('+876 (+<0.01%) since last check');
    expect(formatCountGrowth(5, null, 'cumulative')).toBe('+5 since first check');
    expect(formatCountGrowth(581, 61.5456, 'cumulative', '2025-11-29T09:30:00.000Z')).toBe(
      '+581 (+61.55%) since first check (29/11/2025)',
    );
    expect(formatPointGrowth(-2, 'cumulative', '2025-11-29T09:30:00.000Z')).toBe(
      '-2 pts since first check (29/11/2025)',
    );
    expect(formatCountGrowth(12, 1.2, 'monthly')).toBe('+12 (+1.20%) in 30 days');
    expect(formatCountGrowth(null, null, 'monthly')).toBe('N/A');
  });
});

describe('formatPointChange (popularity in points)', () => {
  it.each([
    [1, '+1 pt'],
    [-1, '-1 pt'],
    [5, '+5 pts'],
    [-3, '-3 pts'],
    [0, '0 pts'],
    [2.5, '+2.5 pts'],
    [0.01, '< 0.1 pt'],
    [null, 'N/A'],
  ])('%s → %s', (points, text) => {
    expect(formatPointChange(points)).toBe(text);
  });

  it('never contains a % sign, and a non-zero change never reads 0', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), windowArbitrary, (points, window) => {
        const text = formatPointChange(points);
        expect(text).not.toContain('%');
        expect(formatPointGrowth(points, window)).not.toContain('%');
        expect(text).toMatch(/^([+-]?\d+(\.\d)? pts?|[<>] -?0\.1 pt)$/);
        if (points !== 0) expect(text).not.toMatch(/^0 pts$/);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('names the window', () => {
    expect(formatPointGrowth(1, 'weekly')).toBe('+1 pt in 7 days');
    expect(formatPointGrowth(null, 'weekly')).toBe('N/A');
  });
});
