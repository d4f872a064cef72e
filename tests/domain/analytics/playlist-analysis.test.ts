import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  artistDiversityPercentage,
  buildPlaylistAnalysis,
  type PlaylistMembership,
  type PlaylistTrackFacts,
  parseReleaseDate,
  playlistDynamics,
} from '@domain/analytics';

const NOW = '2024-07-01T12:00:00.000Z';

function track(id: string, facts: Partial<PlaylistTrackFacts> = {}): PlaylistTrackFacts {
  return {
    trackId: id,
    popularity: 50,
    releaseDate: '2024-01-01',
    durationMs: 200_000,
    explicit: false,
    artists: [{ id: `artist-${id}`, name: `Artist ${id}` }],
    ...facts,
  };
}

function member(id: string, addedAt: string | null, removedAt: string | null = null): PlaylistMembership {
  return { trackId: id, addedAt, firstSeen: '2024-06-01T00:00:00.000Z', removedAt };
}

describe('playlistDynamics', () => {
  it('measures additions per week and month, longevity to removal or now, and latest activity', () => {
    const dynamics = playlistDynamics(
      [
        member('a', '2024-06-01T12:00:00.000Z'),
        member('b', '2024-06-11T12:00:00.000Z', '2024-06-21T12:00:00.000Z'),
        member('c', null),
        member('d', '2024-06-24T12:00:00.000Z', '2024-06-29T12:00:00.000Z'),
      ],
      NOW,
    );
    // 4 additions over the 30.5 days since the first one ('c' counts from when it was first seen).
    expect(dynamics.weeklyAddedTracks).toBeCloseTo((4 / 30.5) * 7);
    expect(dynamics.monthlyAddedTracks).toBeCloseTo((4 / 30.5) * 30);
    expect(dynamics.longevityDays).toEqual([30, 10, 30.5, 5]);
    expect(dynamics.averageLongevityDays).toBeCloseTo(18.875);
    expect(dynamics.latestAdded).toBe('2024-06-24T12:00:00.000Z');
    expect(dynamics.latestActivity).toBe('2024-06-29T12:00:00.000Z');
    expect(dynamics.addedDates[0]).toBe('2024-06-24T12:00:00.000Z');
  });

  it('has nothing to say about an empty playlist', () => {
    expect(playlistDynamics([], NOW)).toEqual({
      weeklyAddedTracks: null,
      monthlyAddedTracks: null,
      longevityDays: [],
      averageLongevityDays: null,
      addedDates: [],
      latestAdded: null,
      latestActivity: null,
    });
  });

  it('never reports negative longevity or non-finite frequencies', () => {
    const iso = fc
      .integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2026, 0, 1) })
      .map((ms) => new Date(ms).toISOString());
    const membership = fc.record({
      trackId: fc.string(),
      addedAt: fc.option(iso),
      firstSeen: iso,
      removedAt: fc.option(iso),
    });
    fc.assert(
      fc.property(fc.array(membership, { maxLength: 30 }), (memberships) => {
        const dynamics = playlistDynamics(memberships, NOW);
        for (const days of dynamics.longevityDays) expect(days).toBeGreaterThanOrEqual(0);
        for (const value of [dynamics.weeklyAddedTracks, dynamics.monthlyAddedTracks]) {
          expect(value === null || Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });
});

describe('buildPlaylistAnalysis (docs/product.md §3 playlist analysis object)', () => {
  it('fills every field from memberships and track facts', () => {
    const tracks = [
      track('1', { popularity: 10, releaseDate: '2024', durationMs: 120_000, explicit: true }),
      track('2', { popularity: 85, releaseDate: '2010-05', durationMs: 300_000 }),
      track('3', {
        popularity: null,
        releaseDate: '2024-05-01',
        durationMs: null,
        artists: [
          { id: 'artist-1', name: 'Artist 1' },
          { id: 'guest', name: 'Guest' },
        ],
      }),
    ];
    const memberships = [
      member('1', '2024-05-02T08:00:00.000Z'),
      member('2', '2024-06-15T08:00:00.000Z'),
      member('3', '2024-06-30T08:00:00.000Z'),
      member('old', '2024-01-02T08:00:00.000Z', '2024-03-02T08:00:00.000Z'),
    ];
    const analysis = buildPlaylistAnalysis({ memberships, tracks }, NOW);
    expect(analysis).toEqual({
      average_age: expect.closeTo((6.0 + 169.96 + 2.01) / 3, 1),
      average_popularity: 47.5,
      average_longevity: expect.closeTo((60.17 + 16.17 + 1.17 + 60) / 4, 1),
      latest_5_added_dates: [
        '2024-06-30T08:00:00.000Z',
        '2024-06-15T08:00:00.000Z',
        '2024-05-02T08:00:00.000Z',
        '2024-01-02T08:00:00.000Z',
      ],
      weekly_track_addition_frequency: expect.closeTo((4 / 181.17) * 7, 2),
      monthly_track_addition_frequency: expect.closeTo((4 / 181.17) * 30, 2),
      track_diversity_percentage: 66.67, // lead artists: artist-1, artist-2, artist-1
      top_artists: [
        { spotify_id: 'artist-1', name: 'Artist 1', count: 2 },
        { spotify_id: 'artist-2', name: 'Artist 2', count: 1 },
        { spotify_id: 'guest', name: 'Guest', count: 1 },
      ],
      explicit_content: true,
      average_duration: 210_000,
      shortest_duration: 120_000,
      longest_duration: 300_000,
      server_now: NOW,
      all_tracks_same_day: false,
      days_since_all_added: null,
      longevity_distribution: {
        '0-7 days': 1,
        '7-30 days': 1,
        '30-90 days': 2,
        '90-180 days': 0,
        '180-365 days': 0,
        '365+ days': 0,
      },
      // '2024' counts from 1 January: just under 6 months before NOW.
      age_distribution: { '0-6 months': 2, '6-12 months': 0, '1-2 years': 0, '2-5 years': 0, '5+ years': 1 },
      popularity_distribution: { '0-19': 1, '20-39': 0, '40-59': 0, '60-79': 0, '80-100': 1 },
    });
  });

  it('says when every current track was added on the same day, and how long ago', () => {
    const memberships = [
      member('1', '2024-06-20T01:00:00.000Z'),
      member('2', '2024-06-20T23:00:00.000Z'),
      member('gone', '2024-01-01T00:00:00.000Z', '2024-02-01T00:00:00.000Z'),
    ];
    const analysis = buildPlaylistAnalysis({ memberships, tracks: [track('1'), track('2')] }, NOW);
    expect(analysis.all_tracks_same_day).toBe(true);
    expect(analysis.days_since_all_added).toBe(11);
  });

  it('answers nulls and empty maps for an empty playlist', () => {
    expect(buildPlaylistAnalysis({ memberships: [], tracks: [] }, NOW)).toEqual({
      average_age: null,
      average_popularity: null,
      average_longevity: null,
      latest_5_added_dates: [],
      weekly_track_addition_frequency: null,
      monthly_track_addition_frequency: null,
      track_diversity_percentage: null,
      top_artists: [],
      explicit_content: null,
      average_duration: null,
      shortest_duration: null,
      longest_duration: null,
      server_now: NOW,
      all_tracks_same_day: false,
      days_since_all_added: null,
      longevity_distribution: {},
      age_distribution: {},
      popularity_distribution: {},
    });
  });

  it('keeps missing facts as null instead of crashing', () => {
    const tracks = [
      track('1', { popularity: null, releaseDate: '0000', durationMs: null, explicit: null, artists: [] }),
    ];
    const analysis = buildPlaylistAnalysis({ memberships: [member('1', 'garbage')], tracks }, 'not a date');
    expect(analysis.average_age).toBeNull();
    expect(analysis.average_popularity).toBeNull();
    expect(analysis.explicit_content).toBeNull();
    expect(analysis.average_duration).toBeNull();
    expect(analysis.track_diversity_percentage).toBe(0);
    expect(analysis.age_distribution).toEqual({});
  });

  it('lists at most 10 top artists, most tracks first', () => {
    const tracks = Array.from({ length: 30 }, (_, index) =>
      track(String(index), {
        artists: [{ id: `a${index % 12}`, name: `Name ${String(index % 12).padStart(2, '0')}` }],
      }),
    );
    const top = buildPlaylistAnalysis({ memberships: [], tracks }, NOW).top_artists;
    expect(top).toHaveLength(10);
    expect(top.slice(0, 6).every((artist) => artist.count === 3)).toBe(true);
    expect(top[6]!.count).toBe(2);
    expect(buildPlaylistAnalysis({ memberships: [], tracks }, NOW).track_diversity_percentage).toBe(40);
  });
});

describe('artistDiversityPercentage', () => {
  it('counts distinct lead artists per track, so collaborations cannot push it past 100%', () => {
    const tracks = [
      track('1', {
        artists: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
          { id: 'c', name: 'C' },
        ],
      }),
      track('2', {
        artists: [
          { id: 'a', name: 'A' },
          { id: 'd', name: 'D' },
        ],
      }),
    ];
    // Every credited artist ÷ tracks would read 200%; distinct leads ÷ tracks is 1 ÷ 2.
    expect(artistDiversityPercentage(tracks)).toBe(50);
    expect(artistDiversityPercentage([])).toBeNull();
  });

  it('lies in 0–100% for any tracks and credits', () => {
    const artist = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), name: fc.constant('x') });
    const tracks = fc.array(
      fc
        .record({ id: fc.string(), artists: fc.array(artist, { maxLength: 6 }) })
        .map((facts) => track(facts.id, { artists: facts.artists })),
      { minLength: 1, maxLength: 40 },
    );
    fc.assert(
      fc.property(tracks, (list) => {
        const diversity = artistDiversityPercentage(list);
        expect(diversity).not.toBeNull();
        expect(diversity!).toBeGreaterThanOrEqual(0);
        expect(diversity!).toBeLessThanOrEqual(100);
        expect(buildPlaylistAnalysis({ memberships: [], tracks: list }, NOW).track_diversity_percentage).toBe(
          diversity,
        );
      }),
    );
  });
});

describe('parseReleaseDate', () => {
  it.each([
    ['1983', Date.UTC(1983, 0, 1)],
    ['1981-12', Date.UTC(1981, 11, 1)],
    ['2021-04-30', Date.UTC(2021, 3, 30)],
  ])('reads %s at its first day', (text, expected) => {
    expect(parseReleaseDate(text)).toBe(expected);
  });

  it.each(['0000', '2021-02-31', '2021-13', 'soon', '', null])('rejects %s', (text) => {
    expect(parseReleaseDate(text)).toBeNaN();
  });
});
