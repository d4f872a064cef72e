import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@domain/formatting';
import {
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
