import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { followerChangeSinceLastCheck } from '@domain/tracking';

const at = (day: number) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString();

describe('followerChangeSinceLastCheck (docs/product.md §2 Artist page)', () => {
  it('shows a rise with a plus sign', () => {
    const history = [
      { checked_at: at(0), followers: 1000 },
      { checked_at: at(1), followers: 2500 },
    ];
    expect(followerChangeSinceLastCheck(history)).toEqual({ kind: 'up', text: '+1,500', change: 1500 });
  });

  it('shows a fall with a minus sign', () => {
    const history = [
      { checked_at: at(0), followers: 10 },
      { checked_at: at(1), followers: 7 },
    ];
    expect(followerChangeSinceLastCheck(history)).toEqual({ kind: 'down', text: '-3', change: -3 });
  });

  it("says 'No change in followers' when equal", () => {
    const history = [
      { checked_at: at(0), followers: 5 },
      { checked_at: at(1), followers: 5 },
    ];
    expect(followerChangeSinceLastCheck(history)).toEqual({
      kind: 'none',
      text: 'No change in followers',
      change: 0,
    });
  });

  it('needs two readings with follower counts', () => {
    const text = 'Not enough data for comparison. Please wait until the next Spotify updates.';
    expect(followerChangeSinceLastCheck([{ checked_at: at(0), followers: 5 }])).toEqual({
      kind: 'insufficient',
      text,
    });
    expect(
      followerChangeSinceLastCheck([
        { checked_at: at(0), followers: 5 },
        { checked_at: at(1), followers: null },
      ]),
    ).toEqual({ kind: 'insufficient', text });
  });

  it('explains an empty history', () => {
    expect(followerChangeSinceLastCheck([])).toEqual({
      kind: 'empty',
      text: 'No history available yet for this artist. You may need to start tracking this artist, or wait for updates.',
    });
  });

  it('compares the two latest readings whatever order they arrive in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 2, maxLength: 20 }),
        fc.array(fc.integer({ min: 0, max: 1e7 }), { minLength: 20, maxLength: 20 }),
        (days, counts) => {
          const history = days.map((day, i) => ({ checked_at: at(day), followers: counts[i] ?? 0 }));
          const byTime = [...history].sort((a, b) => a.checked_at.localeCompare(b.checked_at));
          const change = (byTime.at(-1)?.followers ?? 0) - (byTime.at(-2)?.followers ?? 0);
          const result = followerChangeSinceLastCheck(history);
          expect(result.change).toBe(change);
          expect(result.kind).toBe(change > 0 ? 'up' : change < 0 ? 'down' : 'none');
        },
      ),
      { numRuns: 500 },
    );
  });
});
