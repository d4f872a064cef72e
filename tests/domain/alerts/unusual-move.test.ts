import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DailyClose,
  dailyCloses,
  isUnusual,
  MIN_UNUSUAL_HISTORY,
  scoreLatestMove,
} from '@domain/alerts';

/** Daily closes from a start value and each day's change. */
function closesOf(start: number, changes: readonly number[]): DailyClose[] {
  const closes: DailyClose[] = [{ day: 20_000, value: start }];
  for (const change of changes) {
    const last = closes[closes.length - 1]!;
    closes.push({ day: last.day + 1, value: last.value + change });
  }
  return closes;
}

describe('dailyCloses', () => {
  it('keeps the last reading of each UTC day, oldest first', () => {
    expect(
      dailyCloses([
        { checked_at: '2026-03-02T10:00:00Z', value: 5 },
        { checked_at: '2026-03-01T08:00:00Z', value: 1 },
        { checked_at: '2026-03-01T23:00:00Z', value: 2 },
      ]).map((close) => close.value),
    ).toEqual([2, 5]);
  });
});

describe('scoreLatestMove (robust score against the item’s own daily changes)', () => {
  it('needs enough history', () => {
    expect(scoreLatestMove(closesOf(100, Array(MIN_UNUSUAL_HISTORY).fill(3)))).toBeNull();
    expect(scoreLatestMove(closesOf(100, Array(MIN_UNUSUAL_HISTORY + 1).fill(3)))).not.toBeNull();
  });

  it('calls a big artist’s normal day normal and a spike unusual', () => {
    const normal = [52_000, 48_000, 61_000, 45_000, 50_000, 57_000, 43_000, 55_000, 49_000, 51_000];
    const big = 62_900_000;
    expect(isUnusual(scoreLatestMove(closesOf(big, [...normal, 53_000])), 'medium')).toBe(false);
    expect(isUnusual(scoreLatestMove(closesOf(big, [...normal, 400_000])), 'medium')).toBe(true);
    expect(isUnusual(scoreLatestMove(closesOf(big, [...normal, -300_000])), 'medium')).toBe(true);
  });

  it('does not divide by a zero MAD: a flat history makes one follower no news, a real jump is', () => {
    const flat = Array(20).fill(0);
    expect(isUnusual(scoreLatestMove(closesOf(226, [...flat, 1])), 'high')).toBe(false);
    expect(isUnusual(scoreLatestMove(closesOf(226, [...flat, 12])), 'high')).toBe(true);
    const mostlyFlat = [...Array(15).fill(0), 5, -4, 6];
    expect(scoreLatestMove(closesOf(226, [...mostlyFlat, 2]))!.score).toBeLessThan(3);
  });

  it('divides a change over missing days per day', () => {
    const closes = [...closesOf(1000, Array(10).fill(10)), { day: 20_013, value: 1000 + 100 + 30 }];
    expect(scoreLatestMove(closes)!.change).toBe(10);
  });

  it('is finite, and a mirrored history gets the mirrored score (property)', () => {
    // Below 100,000 the scale's floor is one unit whatever the level, so mirroring is exact.
    const changes = fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 9, maxLength: 70 });
    fc.assert(
      fc.property(changes, (series) => {
        const move = scoreLatestMove(closesOf(0, series))!;
        expect(Number.isFinite(move.score)).toBe(true);
        const mirrored = scoreLatestMove(
          closesOf(
            0,
            series.map((change) => -change),
          ),
        )!;
        expect(mirrored.score).toBeCloseTo(-move.score, 6);
      }),
    );
  });

  it('a higher sensitivity never alerts less (property)', () => {
    const changes = fc.array(fc.integer({ min: -5000, max: 5000 }), { minLength: 9, maxLength: 70 });
    fc.assert(
      fc.property(changes, (series) => {
        const move = scoreLatestMove(closesOf(500_000, series));
        if (isUnusual(move, 'low')) expect(isUnusual(move, 'medium')).toBe(true);
        if (isUnusual(move, 'medium')) expect(isUnusual(move, 'high')).toBe(true);
      }),
    );
  });
});
