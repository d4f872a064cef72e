import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlacementStay, placementRows } from '@domain/tracking';

const NOW = '2026-05-01T00:00:00.000Z';

const aStay = (overrides: Partial<PlacementStay> = {}): PlacementStay => ({
  playlistId: 'p1',
  playlistName: 'Morning Mix',
  trackId: 't1',
  trackName: 'Song',
  addedAt: null,
  firstSeen: '2026-04-01T08:00:00.000Z',
  removedAt: null,
  ...overrides,
});

describe('placementRows', () => {
  it('grades each stay by its playlist, counting days to now while it stays and to its removal after', () => {
    const rows = placementRows(
      [
        aStay({ removedAt: '2026-04-11T08:00:00.000Z' }),
        aStay({ playlistId: 'p2', playlistName: 'Bot Heaven', addedAt: '2026-03-01T00:00:00.000Z' }),
      ],
      new Map([['p2', { verdict: 'likely_botted', followers: 1200 }]]),
      NOW,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        playlist_id: 'p2',
        verdict: 'likely_botted',
        followers: 1200,
        added_at: '2026-03-01T00:00:00.000Z',
        days_on_playlist: 61,
        removed_at: null,
      }),
      expect.objectContaining({
        playlist_id: 'p1',
        verdict: 'insufficient_data',
        followers: null,
        added_at: '2026-04-01T08:00:00.000Z',
        days_on_playlist: 10,
        removed_at: '2026-04-11T08:00:00.000Z',
      }),
    ]);
  });

  it('takes the first sighting when the playlist claims a later added date', () => {
    const [row] = placementRows([aStay({ addedAt: '2026-04-20T00:00:00.000Z' })], new Map(), NOW);
    expect(row!.added_at).toBe('2026-04-01T08:00:00.000Z');
  });

  it('lists current stays before removed ones, each group newest first, never a negative day count', () => {
    const instant = fc
      .integer({ min: Date.parse('2025-01-01'), max: Date.parse(NOW) })
      .map((ms) => new Date(ms).toISOString());
    const stay = fc.record({ firstSeen: instant, removedAt: fc.option(instant, { nil: null }) });
    fc.assert(
      fc.property(fc.array(stay, { maxLength: 20 }), (stays) => {
        const rows = placementRows(
          stays.map((s, index) => aStay({ ...s, trackId: `t${index}` })),
          new Map(),
          NOW,
        );
        expect(rows).toHaveLength(stays.length);
        for (const [index, row] of rows.entries()) {
          expect(row.days_on_playlist).toBeGreaterThanOrEqual(0);
          const next = rows[index + 1];
          if (!next) continue;
          if ((row.removed_at === null) === (next.removed_at === null)) {
            expect(Date.parse(row.added_at)).toBeGreaterThanOrEqual(Date.parse(next.added_at));
          } else {
            expect(row.removed_at).toBeNull();
          }
        }
      }),
    );
  });
});
