import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coordinatedMoveReason, coordinatedMoves, type OwnerPlaylistHistory } from '@domain/analytics';

const START = Date.parse('2026-03-01T06:00:00Z');
const DAY = 86_400_000;

/** Daily readings from 10,000 followers, +5 a day, with `jumps` added on the given day numbers. */
function history(playlistId: string, jumps: Record<number, number>, days = 20): OwnerPlaylistHistory {
  let followers = 10_000;
  const points = Array.from({ length: days }, (_, day) => {
    followers += day === 0 ? 0 : 5 + (jumps[day] ?? 0);
    return { checked_at: new Date(START + day * DAY).toISOString(), followers };
  });
  return { playlistId, name: `List ${playlistId}`, points };
}

describe('coordinatedMoves', () => {
  it('finds a jump on the same day across two of one owner’s playlists, and names it in both verdicts', () => {
    const moves = coordinatedMoves([history('a', { 9: 1_500 }), history('b', { 9: 800 }), history('c', {})]);
    expect(moves).toEqual([
      {
        day: '2026-03-10',
        gains: [
          { playlistId: 'a', name: 'List a', gained: 1_505 },
          { playlistId: 'b', name: 'List b', gained: 805 },
        ],
      },
    ]);
    expect(coordinatedMoveReason(moves, 'a')).toBe(
      "Gained 1,505 followers on 2026-03-10, the same day as 1 other playlist by this curator (List b): coordinated jumps across one owner's playlists are a sign of bought followers.",
    );
    expect(coordinatedMoveReason(moves, 'b')).toContain('805 followers on 2026-03-10');
    expect(coordinatedMoveReason(moves, 'b')).toContain('(List a)');
    expect(coordinatedMoveReason(moves, 'c')).toBeNull();
  });

  it('finds nothing when the jumps fall on different days, are small, or are the playlist’s usual moves', () => {
    expect(coordinatedMoves([history('a', { 4: 1_500 }), history('b', { 9: 1_500 })])).toEqual([]);
    expect(coordinatedMoves([history('a', { 9: 30 }), history('b', { 9: 30 })])).toEqual([]);
    const noisy = (id: string) =>
      history(id, Object.fromEntries(Array.from({ length: 20 }, (_, d) => [d, 400])));
    expect(coordinatedMoves([noisy('a'), noisy('b')])).toEqual([]);
  });

  it('a day is coordinated exactly when at least two playlists jump on it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 18 }), { minLength: 1, maxLength: 5 }), (jumpDays) => {
        const histories = jumpDays.map((day, index) => history(`p${index}`, { [day]: 2_000 }));
        const counts = new Map<number, number>();
        for (const day of jumpDays) counts.set(day, (counts.get(day) ?? 0) + 1);
        const expected = [...counts]
          .filter(([, count]) => count >= 2)
          .map(([day]) => new Date(START + day * DAY).toISOString().slice(0, 10))
          .sort();
        expect(coordinatedMoves(histories).map((move) => move.day)).toEqual(expected);
      }),
    );
  });
});
