import { describe, expect, it } from 'vitest';
import type { PlaylistGradeInput } from '@domain/analytics';
import { latestFollowerCounts } from '@server/tracking/latest-follower-counts';

const input = (...points: Array<[string, number]>): PlaylistGradeInput => ({
  points: points.map(([checked_at, followers]) => ({ checked_at, followers })),
  stays: [],
  tracks: [],
});

describe('latestFollowerCounts', () => {
  it("answers each playlist's latest count, whatever the points' order, leaving out those never counted", async () => {
    const inputs = new Map([
      [
        'p',
        input(
          ['2026-03-02T08:00:00.000Z', 20],
          ['2026-03-03T08:00:00.000Z', 30],
          ['2026-03-01T08:00:00.000Z', 10],
        ),
      ],
      ['q', input()],
    ]);
    const gradeInputs = {
      of: async (ids: readonly string[]) => new Map(ids.map((id) => [id, inputs.get(id)!])),
    };
    expect(await latestFollowerCounts(gradeInputs, ['p', 'q'])).toEqual(new Map([['p', 30]]));
    // Asked again with the same (cached) inputs, and with a new input after a write.
    expect(await latestFollowerCounts(gradeInputs, ['q', 'p'])).toEqual(new Map([['p', 30]]));
    inputs.set('q', input(['2026-03-04T08:00:00.000Z', 5]));
    expect(await latestFollowerCounts(gradeInputs, ['p', 'q'])).toEqual(
      new Map([
        ['p', 30],
        ['q', 5],
      ]),
    );
  });
});
