// Issue 33 point 2, no statement without data: a history is never said as "0 checks over 0 days",
// and every count agrees with its noun.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeFollowerChart } from '@domain/analytics';
import { countedReadings } from '@domain/analytics/readings-wording';
import { playlistInfo, withReadyBy } from '@domain/catalog';
import type { FirstLook } from '@domain/catalog/first-look-contracts';
import { dayIso } from './follower-builders';

describe('countedReadings', () => {
  it('never says a count without its noun agreeing, nor a span of 0 days', () => {
    fc.assert(
      fc.property(
        fc.nat(400),
        fc.double({ min: 0, max: 400, noNaN: true }),
        fc.nat(50),
        (count, days, kept) => {
          const imported = Math.min(kept, count);
          const text = countedReadings(count, days, imported);
          expect(text).not.toMatch(/\b0 (checks?|readings?|days?)\b/);
          expect(text).not.toMatch(/\b1 (checks|readings|days)\b/);
          expect(text).not.toMatch(/\b([02-9]|\d{2,}) (check|reading|day)\b(?!s)/);
          if (count === 0) expect(text).toMatch(/^no (checks|readings) yet$/);
        },
      ),
    );
  });

  it('says one check, several within a day, and a span once there is one', () => {
    expect(countedReadings(0, 0)).toBe('no checks yet');
    expect(countedReadings(1, 0)).toBe('1 check');
    expect(countedReadings(3, 0.2)).toBe('3 checks within a day');
    expect(countedReadings(2, 1)).toBe('2 checks over 1 day');
    expect(countedReadings(40, 39, 30)).toBe('40 readings over 39 days, 30 of them imported');
  });
});

describe('the too-short follower verdict', () => {
  it('says there are no checks yet rather than "Only 0 checks over 0 days"', () => {
    const analysis = analyzeFollowerChart([]);
    expect(analysis.reasons).toEqual(['No checks yet: at least 7 checks over 7 days are needed.']);
    expect(analysis.summary).toBe(
      'Not enough history to judge yet: no checks yet, and at least 7 checks over 7 days are needed.',
    );
    const one = analyzeFollowerChart([{ checked_at: dayIso(0), followers: 10 }]);
    expect(one.reasons).toEqual(['Only 1 check: at least 7 checks over 7 days are needed.']);
  });

  it('names the first look’s ready-by date, so the two never disagree', () => {
    const look = {
      verdict_ready_by: '2026-12-06T12:00:00.000Z',
      tracked: false,
    } as FirstLook;
    const chart = withReadyBy(analyzeFollowerChart([]), look);
    expect(chart.reasons[0]).toBe(
      'No checks yet: at least 7 checks over 7 days are needed. The follower verdict will be ready by 06/12/2026 if it is tracked today.',
    );
    const tracked = withReadyBy(analyzeFollowerChart([{ checked_at: dayIso(0), followers: 3 }]), {
      ...look,
      tracked: true,
    });
    expect(tracked.reasons[0]).toBe(
      'Only 1 check: at least 7 checks over 7 days are needed. The follower verdict will be ready by 06/12/2026.',
    );
    const basics = { id: 'x' } as unknown as Parameters<typeof playlistInfo>[0];
    expect(playlistInfo(basics, analyzeFollowerChart([]), look).chart_analysis.reasons[0]).toContain(
      'ready by 06/12/2026',
    );
    expect(playlistInfo(basics, analyzeFollowerChart([]), null).chart_analysis.reasons[0]).not.toContain(
      'ready by',
    );
  });
});
