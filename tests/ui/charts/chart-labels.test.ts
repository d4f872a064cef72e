import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@domain/formatting';
import { scaleLinear } from 'd3';
import {
  axisLabelFontPx,
  axisTickLabels,
  formatAxisValue,
  formatDay,
  formatSignedChange,
  tooltipLines,
} from '../../../src/shared/charts/chart-labels';

describe('formatDay', () => {
  it('reads like every other date of the app (dd/mm/yyyy of the UTC day)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        expect(formatDay(time)).toBe(formatDate(new Date(time).toISOString()));
      }),
    );
    expect(formatDay(Date.UTC(2024, 2, 5, 23, 59))).toBe('05/03/2024');
  });
});

describe('formatAxisValue', () => {
  it('writes small axes in full and large ones compactly, one unit per axis', () => {
    expect(formatAxisValue(45.5, 50)).toBe('45.5');
    expect(formatAxisValue(9_400, 10_100)).toBe('9.4K');
    expect(formatAxisValue(9_400, 9_800)).toBe('9,400');
    expect(formatAxisValue(12_500, 20_000)).toBe('12.5K');
    expect(formatAxisValue(500_000, 2_500_000)).toBe('0.5M');
    expect(formatAxisValue(2_250_000, 2_500_000)).toBe('2.25M');
    expect(formatAxisValue(0, 2_500_000)).toBe('0');
    expect(formatAxisValue(-20_000, 40_000)).toBe('-20K');
  });
});

describe('axisTickLabels', () => {
  it('adds the decimals a zoomed axis needs instead of repeating a label', () => {
    const week = [62_900_000, 62_901_000, 62_902_000, 62_903_000];
    expect(week.map((value) => formatAxisValue(value, 62_903_000))).toEqual([
      '62.9M',
      '62.9M',
      '62.9M',
      '62.9M',
    ]);
    expect(axisTickLabels(week)).toEqual(['62.900M', '62.901M', '62.902M', '62.903M']);
    expect(axisTickLabels([62_600_000, 62_650_000, 62_700_000])).toEqual(['62.60M', '62.65M', '62.70M']);
    expect(axisTickLabels([0, 500_000, 1_000_000])).toEqual(['0', '0.5M', '1M']);
    expect(axisTickLabels([94, 94.5, 95])).toEqual(['94', '94.5', '95']);
    // Distinct but rounded off ('62.6M', '62.8M') is not enough: each label reads its own tick.
    expect(axisTickLabels([62_650_000, 62_750_000])).toEqual(['62.65M', '62.75M']);
    expect(axisTickLabels([])).toEqual([]);
  });

  it('gives pairwise distinct labels for the ticks d3 draws on any domain [a, b], a < b', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.double({ min: 1e-6, max: 1e12, noNaN: true }),
        fc.integer({ min: 2, max: 8 }),
        fc.boolean(),
        (a, span, count, nice) => {
          const b = a + span;
          fc.pre(b > a);
          const scale = scaleLinear().domain([a, b]);
          if (nice) scale.nice(count);
          const ticks = scale.ticks(count);
          // Below a double's resolution d3's ticks themselves repeat; no label can tell those apart.
          fc.pre(new Set(ticks).size === ticks.length);
          const labels = axisTickLabels(ticks);
          expect(labels).toHaveLength(ticks.length);
          expect(new Set(labels).size).toBe(labels.length);
          expect(labels.every((label) => label.length <= 24)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('axisLabelFontPx', () => {
  it('keeps 11 px for short labels and shrinks long ones to fit, down to 8 px', () => {
    expect(axisLabelFontPx(['62.9M', '63M'])).toBe(11);
    expect(axisLabelFontPx(['62.846M'])).toBe(11);
    expect(axisLabelFontPx(['62.8575M'])).toBe(9);
    expect(axisLabelFontPx(['62.857505M'])).toBe(8);
    expect(axisLabelFontPx([])).toBe(11);
  });
});

describe('formatSignedChange', () => {
  it('signs and groups the change', () => {
    expect(formatSignedChange(12_345)).toBe('+12,345');
    expect(formatSignedChange(-1_234)).toBe('−1,234');
    expect(formatSignedChange(0)).toBe('0');
  });
});

describe('tooltipLines', () => {
  it('gives the date and value, and for an anomaly its kind, change and score', () => {
    const time = Date.UTC(2024, 0, 9);
    expect(tooltipLines(time, 1_234_567, 'Followers', null)).toEqual(['09/01/2024', 'Followers: 1,234,567']);
    expect(tooltipLines(time, 90, 'Followers', { type: 'extreme', change: -4_321, score: 7.456 })).toEqual([
      '09/01/2024',
      'Followers: 90',
      'Sudden drop',
      'Change: −4,321',
      'Score: 7.46',
    ]);
    expect(tooltipLines(time, 90, 'Followers', { type: 'trend', change: 5_000, score: 3 })[2]).toBe(
      'Unusual trend',
    );
  });
});
