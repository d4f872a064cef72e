import { describe, expect, it } from 'vitest';
import type { OwnerPlaylistListing } from '@domain/catalog';
import type { CuratorPages, CuratorPlaylistRow } from '@server/tracking/ports';
import { curatorPage } from '@server/tracking/use-cases/curator-page';
import { ManualClock } from '../../../support/manual-clock';

const READ: CuratorPlaylistRow = {
  playlistId: 'deezer:11',
  name: 'Read here',
  followers: 1_000,
  followersChange: 20,
  verdict: 'clean',
  confidence: 'medium',
  checkedAt: new Date('2026-11-28T06:00:00Z'),
  ownerName: null,
};

function deps(read: CuratorPlaylistRow[], listing: OwnerPlaylistListing) {
  const curators: CuratorPages = {
    playlists: async () => read,
    histories: async () => [],
    ownerOf: async () => null,
  };
  return {
    curators,
    clock: new ManualClock(new Date('2026-11-29T09:00:00Z')),
    listings: { reachesService: () => false, listed: async () => listing },
  };
}

describe('a curator page', () => {
  it('merges the listing after the playlists read, biggest first, once each, without grades', async () => {
    const listed = (id: string, followers: number | null) => ({
      playlistId: id,
      name: id,
      followers,
      ownerName: 'Lab',
    });
    const page = await curatorPage(
      deps([READ], {
        kind: 'listed',
        playlists: [listed('deezer:11', 999), listed('deezer:12', null), listed('deezer:13', 50)],
      }),
      'deezer:7',
    );
    expect(page).toMatchObject({ listing: 'listed', known: 3, ownerName: 'Lab' });
    expect(page!.playlists.map((row) => [row.playlistId, row.watched, row.followers, row.verdict])).toEqual([
      ['deezer:11', true, 1_000, 'clean'],
      ['deezer:13', false, 50, null],
      ['deezer:12', false, null, null],
    ]);
  });

  it('keeps what it reads when the service is unavailable, and is null for an owner nobody knows', async () => {
    expect(await curatorPage(deps([READ], { kind: 'unavailable' }), 'deezer:7')).toMatchObject({
      listing: 'unavailable',
      known: 1,
      playlists: [{ playlistId: 'deezer:11', watched: true }],
    });
    expect(await curatorPage(deps([READ], { kind: 'not_found' }), 'deezer:7')).toMatchObject({
      listing: 'unavailable',
      known: 1,
    });
    expect(await curatorPage(deps([], { kind: 'not_found' }), 'deezer:7')).toBeNull();
    expect(await curatorPage(deps([], { kind: 'not_offered' }), 'someone')).toMatchObject({
      listing: 'not_offered',
      known: 0,
      playlists: [],
    });
  });
});
