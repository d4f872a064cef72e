import { describe, expect, it } from 'vitest';
import { playlistTracklist } from '@domain/analytics';
import type { PlaylistTrackFacts } from '@domain/analytics';

const facts = (trackId: string, name: string, popularity: number | null): PlaylistTrackFacts => ({
  trackId,
  name,
  popularity,
  releaseDate: null,
  durationMs: null,
  explicit: null,
  artists: [{ id: `a-${trackId}`, name: `Artist ${trackId}` }],
});

describe('playlistTracklist', () => {
  it('lists the tracks in playlist order with the date added and the whole days since', () => {
    const rows = playlistTracklist(
      {
        tracks: [facts('t1', 'One', 50), facts('t2', 'Two', null), facts('t3', 'Three', 10)],
        memberships: [
          {
            trackId: 't1',
            addedAt: '2026-01-01T00:00:00Z',
            firstSeen: '2026-01-03T06:00:00Z',
            removedAt: null,
          },
          { trackId: 't2', addedAt: null, firstSeen: '2026-01-10T06:00:00Z', removedAt: null },
          {
            trackId: 't2',
            addedAt: null,
            firstSeen: '2025-12-01T06:00:00Z',
            removedAt: '2025-12-05T06:00:00Z',
          },
        ],
      },
      '2026-01-11T12:00:00.000Z',
    );
    expect(rows).toEqual([
      {
        position: 1,
        track_id: 't1',
        name: 'One',
        artists: [{ id: 'a-t1', name: 'Artist t1' }],
        added_at: '2026-01-01T00:00:00.000Z',
        days_on_playlist: 10,
        popularity: 50,
      },
      expect.objectContaining({
        position: 2,
        added_at: '2026-01-10T06:00:00.000Z',
        days_on_playlist: 1,
        popularity: null,
      }),
      expect.objectContaining({ position: 3, name: 'Three', added_at: null, days_on_playlist: null }),
    ]);
  });

  it('gives a track listed twice its open stays in order', () => {
    const rows = playlistTracklist(
      {
        tracks: [facts('t1', 'One', 1), facts('t1', 'One', 1)],
        memberships: [
          {
            trackId: 't1',
            addedAt: '2026-01-05T00:00:00Z',
            firstSeen: '2026-01-05T00:00:00Z',
            removedAt: null,
          },
          {
            trackId: 't1',
            addedAt: '2026-01-02T00:00:00Z',
            firstSeen: '2026-01-02T00:00:00Z',
            removedAt: null,
          },
        ],
      },
      '2026-01-06T00:00:00.000Z',
    );
    expect(rows.map((row) => row.days_on_playlist)).toEqual([4, 1]);
  });
});
