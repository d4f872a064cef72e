import { describe, expect, it } from 'vitest';
import { trendMissing, trendReadyBy } from '@domain/analytics/trend-readiness';

describe('trendMissing', () => {
  it('says there are no checks yet', () => {
    expect(trendMissing(undefined)).toBe(
      'not known yet: no follower checks yet, and it needs 30 days of them',
    );
    expect(trendMissing({ checks: 0, first_check: null, last_check: null })).toBe(
      'not known yet: no follower checks yet, and it needs 30 days of them',
    );
  });
  it('says how much of the span is there and when the rest will be', () => {
    const coverage = {
      checks: 4,
      first_check: '2026-06-01T06:00:00.000Z',
      last_check: '2026-06-04T06:00:00.000Z',
    };
    expect(trendReadyBy(coverage)).toBe('2026-07-01T06:00:00.000Z');
    expect(trendMissing(coverage)).toBe(
      'not known yet: the checks span 3 days of the 30 it needs (ready by 01/07/2026)',
    );
  });
});
