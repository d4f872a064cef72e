import { describe, expect, it } from 'vitest';
import { bottedPlacementAlerts, type WatchedPlacement } from '@domain/tracking';

const song = { kind: 'track', spotifyId: 'song', name: 'Song' } as const;
const singer = { kind: 'artist', spotifyId: 'singer', name: 'Singer' } as const;

const placement = (overrides: Partial<WatchedPlacement>): WatchedPlacement => ({
  userId: 1,
  item: song,
  playlistId: 'bots',
  playlistName: 'Bot Heaven',
  trackName: 'Song',
  ...overrides,
});

describe('bottedPlacementAlerts', () => {
  const verdicts = new Map([
    ['bots', 'likely_botted' as const],
    ['more-bots', 'likely_botted' as const],
    ['odd', 'suspicious' as const],
  ]);

  it('alerts only placements on likely_botted playlists, one alert per user and item', () => {
    const alerts = bottedPlacementAlerts(
      [
        placement({}),
        placement({ playlistId: 'more-bots', playlistName: 'More Bots' }),
        placement({ playlistId: 'odd', playlistName: 'Odd One' }),
        placement({ playlistId: 'unknown', playlistName: 'Never Graded' }),
        placement({ userId: 2, item: singer }),
        placement({ userId: 2, item: singer }),
      ],
      verdicts,
    );
    expect(alerts).toEqual([
      {
        userId: 1,
        kind: 'track',
        spotifyId: 'song',
        name: 'Song',
        reasons: [
          'landed on the playlist "Bot Heaven", graded Likely botted',
          'landed on the playlist "More Bots", graded Likely botted',
        ],
      },
      {
        userId: 2,
        kind: 'artist',
        spotifyId: 'singer',
        name: 'Singer',
        reasons: ['"Song" landed on the playlist "Bot Heaven", graded Likely botted'],
      },
    ]);
  });

  it('alerts nothing when no playlist is graded likely_botted', () => {
    expect(bottedPlacementAlerts([placement({ playlistId: 'odd' })], verdicts)).toEqual([]);
  });
});
