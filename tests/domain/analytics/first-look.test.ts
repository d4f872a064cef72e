import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FirstLookInput, firstLook, followerVerdictReadyBy } from '@domain/analytics/first-look';

const READ_AT = '2026-06-01T12:00:00.000Z';
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.parse(READ_AT) - days * DAY_MS).toISOString();

/** A playlist read once: `ages` days since each track was added, each by its own artist. */
function reading(ages: readonly number[], overrides: Partial<FirstLookInput> = {}): FirstLookInput {
  return {
    readAt: READ_AT,
    followers: 500,
    tracks: ages.map((age, index) => ({ addedAt: daysAgo(age), artistIds: [`a${index}`] })),
    totalTracks: ages.length,
    artistFollowers: new Map(),
    curatorPlaylists: null,
    checks: 0,
    firstCheck: null,
    ...overrides,
  };
}

const audiences = (count: number, followers: number) =>
  new Map(Array.from({ length: count }, (_, index) => [`a${index}`, followers] as const));
/** 20 tracks, 17 added in the last week and 3 kept for a year: a paid rotation. */
const rotation = [...Array.from({ length: 17 }, (_, index) => index * 0.4), 300, 330, 365];

describe('firstLook', () => {
  it('grades steady curation clean at low confidence, labelled first look, with what it could not see', () => {
    const look = firstLook(reading(Array.from({ length: 30 }, (_, index) => index * 12)));
    expect(look).toMatchObject({ label: 'first look', verdict: 'clean', confidence: 'low', tracked: false });
    expect(look.reasons[0]).toMatch(/^Contents from one reading: about 1 track added a week/);
    expect(look.unseen).toContain(
      'Follower history: no checks yet, so bursts, drips and purges of followers cannot be seen.',
    );
    expect(look.unseen).toContain(
      'Tracks removed before this reading, and how long they stayed: that needs a second reading.',
    );
    expect(look.figures).toMatchObject({ dated_tracks: 30, oldest_stay_days: 348, recent_share: 0.067 });
  });

  it('calls a paid rotation suspicious, with its figures', () => {
    const look = firstLook(reading(rotation));
    expect(look.verdict).toBe('suspicious');
    expect(look.reasons).toEqual([
      'Curation from one reading: 17 of its 20 dated tracks (85%) were added in the last 14 days and the median track has been on it 4 days, while its oldest track was added 365 days ago: most of it replaced within two weeks, the pattern of paid placements.',
    ]);
  });

  it('does not take a playlist whose every track is new for a rotation: it says it cannot tell', () => {
    const look = firstLook(reading(Array.from({ length: 20 }, (_, index) => index * 0.3)));
    expect(look.verdict).toBe('clean');
    expect(look.unseen).toContain(
      'Its age: every track was added in the last 6 days, so a new playlist and one replaced whole look alike.',
    );
  });

  it('stays suspicious on two strong signals, and says likely_botted only when overwhelming', () => {
    const tinyArtists = audiences(20, 120);
    // Rotation and audience both strong, but only two signals.
    const two = firstLook(reading(rotation, { followers: 9_000, artistFollowers: tinyArtists }));
    expect(two.verdict).toBe('suspicious');
    expect(two.reasons.map((reason) => reason.split(':')[0])).toEqual([
      'Curation from one reading',
      'Audience',
    ]);
    // Three signals, two strong, but the strong ones an editorial rotation could explain.
    const smallArtists = audiences(20, 1500);
    const editorialLike = firstLook(reading(rotation, { followers: 400_000, artistFollowers: smallArtists }));
    expect(editorialLike.reasons).toHaveLength(3);
    expect(editorialLike.verdict).toBe('suspicious');
    // Three signals, the artists' tiny audiences among the strong ones: overwhelming.
    const overwhelming = firstLook(reading(rotation, { followers: 200_000, artistFollowers: tinyArtists }));
    expect(overwhelming.reasons.map((reason) => reason.split(':')[0])).toEqual([
      'Curation from one reading',
      'Audience',
      'Size against age',
    ]);
    expect(overwhelming).toMatchObject({ verdict: 'likely_botted', confidence: 'low' });
  });

  it('weighs the curator’s botted playlists', () => {
    const look = firstLook(
      reading(
        Array.from({ length: 30 }, (_, index) => index * 12),
        {
          curatorPlaylists: [
            { followers: 10_000, verdict: 'likely_botted' },
            { followers: 300, verdict: 'clean' },
          ],
        },
      ),
    );
    expect(look.verdict).toBe('suspicious');
    expect(look.reasons).toEqual([
      'Curator: 1 of the 2 other playlists of its curator graded here is likely botted by their follower history.',
    ]);
  });

  it('reads nothing from a handful of undated tracks', () => {
    const look = firstLook({
      ...reading([]),
      tracks: [{ addedAt: null, artistIds: ['x'] }],
      totalTracks: 40,
    });
    expect(look.verdict).toBe('insufficient_data');
    expect(look.unseen).toContain('Only 1 of its 40 tracks were read.');
    expect(look.unseen).toContain('When 1 track was added: the service does not say.');
  });

  it('never says likely_botted without the artists’ audiences or the curator (contents alone)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 2000, noNaN: true }), { maxLength: 60 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        (ages, followers) => {
          expect(firstLook(reading(ages, { followers })).verdict).not.toBe('likely_botted');
        },
      ),
    );
  });
});

describe('followerVerdictReadyBy', () => {
  it('is 7 days from now before the first check', () => {
    expect(followerVerdictReadyBy(0, null, READ_AT)).toBe(daysAgo(-7));
  });
  it('is the first check plus 7 days when checks keep coming daily', () => {
    expect(followerVerdictReadyBy(3, daysAgo(2), READ_AT)).toBe(daysAgo(-5));
  });
  it('waits for missing checks when they fell behind', () => {
    expect(followerVerdictReadyBy(2, daysAgo(10), READ_AT)).toBe(daysAgo(-5));
  });
});
