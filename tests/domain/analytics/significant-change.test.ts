import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { significantChange } from '@domain/analytics';

const values = (followers: number | null, popularity: number | null = null) => ({ followers, popularity });

describe('significantChange (docs/architecture.md#tracking-history-and-analytics)', () => {
  it('never notifies the first observation: it becomes the baseline', () => {
    expect(significantChange(null, values(1_000_000, 90))).toEqual({ notify: false, reasons: [] });
  });

  it('notifies followers moving by 5% or by 1,000', () => {
    expect(significantChange(values(20_000), values(21_234))).toEqual({
      notify: true,
      reasons: ['followers up 1,234 (+6.2%)'],
    });
    expect(significantChange(values(100), values(94)).reasons).toEqual(['followers down 6 (-6.0%)']);
    expect(significantChange(values(1_000_000), values(998_999)).reasons).toEqual([
      'followers down 1,001 (-0.1%)',
    ]);
    expect(significantChange(values(100_000), values(100_999)).notify).toBe(false);
    expect(significantChange(values(0), values(3)).notify).toBe(false);
    expect(significantChange(values(0), values(1500)).reasons).toEqual(['followers up 1,500 (from 0)']);
  });

  it('notifies popularity moving by 5 points', () => {
    expect(significantChange(values(null, 40), values(null, 46)).reasons).toEqual([
      'popularity up 6 points (40 → 46)',
    ]);
    expect(significantChange(values(null, 52), values(null, 47)).reasons).toEqual([
      'popularity down 5 points (52 → 47)',
    ]);
    expect(significantChange(values(null, 40), values(null, 44)).notify).toBe(false);
  });

  it('skips metrics unknown on either side and reports both when both move', () => {
    expect(significantChange(values(null, 10), values(5000, 10)).notify).toBe(false);
    expect(significantChange(values(1000, 10), values(3000, 20)).reasons).toEqual([
      'followers up 2,000 (+200.0%)',
      'popularity up 10 points (10 → 20)',
    ]);
  });

  it('notifies exactly when a threshold is crossed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (before, after) => {
          const change = Math.abs(after - before);
          const expected = change >= 1000 || (before > 0 && change / before >= 0.05);
          expect(significantChange(values(before), values(after)).notify).toBe(expected && change > 0);
        },
      ),
    );
  });
});
