import { describe, expect, it } from 'vitest';
import { coordinatedMoves } from '@domain/analytics';
import { COORDINATED_CURATOR } from '@server/catalog/adapters/demo/coordinated-campaign';
import { demoCatalog } from '@server/catalog/adapters/demo/demo-catalog';
import { playlistFollowersAt } from '@server/catalog/adapters/demo/demo-dynamics';
import { systemClock } from '@server/platform/system-clock';

const DAY = 86_400_000;

/** The campaign's coordinated jumps over the 90 days a curator page looks back from the catalog's day. */
function jumpsInLast90Days(now: Date) {
  const catalog = demoCatalog({ now: () => now });
  const lists = catalog.playlists.filter((playlist) => playlist.ownerId === COORDINATED_CURATOR.id);
  const histories = lists.map((playlist) => ({
    playlistId: playlist.id,
    name: playlist.name,
    points: Array.from({ length: 90 }, (_, index) => {
      const at = new Date(now.getTime() - (89 - index) * DAY);
      return { checked_at: at.toISOString(), followers: playlistFollowersAt(playlist, at) };
    }),
  }));
  return { lists, moves: coordinatedMoves(histories) };
}

describe('the demo curator’s coordinated campaign', () => {
  it('jumps within the last 90 days of the real clock, on every one of the curator’s lists', () => {
    const { lists, moves } = jumpsInLast90Days(systemClock.now());
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(moves.length).toBeGreaterThanOrEqual(2);
    for (const move of moves) expect(move.gains.length).toBe(lists.length);
  });

  it.each(['2027-06-01T08:00:00Z', '2031-02-10T23:30:00Z'])(
    'is dated back from the day the catalog is built (%s), not from a fixed date',
    (day) => {
      const now = new Date(day);
      const { moves } = jumpsInLast90Days(now);
      expect(moves.length).toBeGreaterThanOrEqual(2);
      for (const move of moves) expect(Date.parse(move.day)).toBeGreaterThan(now.getTime() - 90 * DAY);
    },
  );
});
