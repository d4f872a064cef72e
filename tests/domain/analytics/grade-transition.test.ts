import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradePlaylist, gradeTransition } from '@domain/analytics';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1, 6);

function points(values: readonly number[]) {
  return values.map((followers, day) => ({
    checked_at: new Date(START + day * DAY).toISOString(),
    followers,
  }));
}

describe('gradeTransition', () => {
  it('grades the record without its latest count, then with it, in whatever order the counts come', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 2, maxLength: 60 }),
        fc.integer({ min: 0, max: 1_000 }),
        (values, seed) => {
          const ordered = points(values);
          const shuffled = [...ordered].sort(
            (a, b) => ((a.followers * 31 + seed) % 7) - ((b.followers * 31 + seed) % 7),
          );
          const transition = gradeTransition({ points: shuffled, stays: [], tracks: [] })!;
          expect(transition.now).toEqual(gradePlaylist({ points: ordered, stays: [], tracks: [] }));
          expect(transition.earlier).toEqual(
            gradePlaylist({ points: ordered.slice(0, -1), stays: [], tracks: [] }),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('names a purge on the latest count as a change of grade', () => {
    const steady = Array.from({ length: 60 }, (_, day) => 20_000 + day * 40 + ((day * 17) % 23));
    const purged = [...steady, steady[steady.length - 1]! - 6_000];
    const transition = gradeTransition({ points: points(purged), stays: [], tracks: [] })!;
    expect(transition.earlier.verdict).toBe('clean');
    expect(transition.now.verdict).not.toBe('clean');
  });

  it('needs two counts', () => {
    expect(gradeTransition({ points: points([5]), stays: [], tracks: [] })).toBeNull();
  });
});
