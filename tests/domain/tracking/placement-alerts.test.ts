import { describe, expect, it } from 'vitest';
import { bottedPlacements, type NewPlacement } from '@domain/tracking';

const song = { kind: 'track', spotifyId: 'song' } as const;
const singer = { kind: 'artist', spotifyId: 'singer' } as const;

const placement = (overrides: Partial<NewPlacement>): NewPlacement => ({
  item: song,
  playlistId: 'bots',
  playlistName: 'Bot Heaven',
  trackName: 'Song',
  seenAt: '2026-04-01T08:01:00.000Z',
  ...overrides,
});

describe('bottedPlacements', () => {
  const verdicts = new Map([
    ['bots', 'likely_botted' as const],
    ['more-bots', 'likely_botted' as const],
    ['odd', 'suspicious' as const],
  ]);

  it('keeps only placements on likely_botted playlists, one per item and playlist (the first seen)', () => {
    const kept = bottedPlacements(
      [
        placement({}),
        placement({ playlistId: 'more-bots', playlistName: 'More Bots' }),
        placement({ playlistId: 'odd', playlistName: 'Odd One' }),
        placement({ playlistId: 'unknown', playlistName: 'Never Graded' }),
        placement({ item: singer }),
        placement({ item: singer, seenAt: '2026-04-02T08:01:00.000Z' }),
      ],
      verdicts,
    );
    expect(kept).toEqual([
      placement({}),
      placement({ playlistId: 'more-bots', playlistName: 'More Bots' }),
      placement({ item: singer }),
    ]);
  });

  it('keeps nothing when no playlist is graded likely_botted', () => {
    expect(bottedPlacements([placement({ playlistId: 'odd' })], verdicts)).toEqual([]);
  });
});
