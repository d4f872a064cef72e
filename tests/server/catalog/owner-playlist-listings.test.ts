import { describe, expect, it } from 'vitest';
import type { MusicPlaylist } from '@domain/catalog';
import { ownerPlaylistListings } from '@server/catalog/owner-playlist-listings';
import { InMemoryCatalogCache } from '../../support/fakes/catalog/in-memory-catalog-cache';
import { InMemoryMusicLookups } from '../../support/fakes/catalog/in-memory-music-lookups';
import { InMemoryMusicService } from '../../support/fakes/catalog/in-memory-music-service';

const TIMES = { answerMs: 3_600_000, notFoundMs: 60_000 };

function playlist(id: string, ownerId: string, followers: number | null, isPublic: boolean | null = true) {
  return {
    id,
    name: `List ${id}`,
    description: null,
    images: [],
    url: `https://www.deezer.com/playlist/${id}`,
    owner: { id: ownerId, displayName: `User ${ownerId}`, url: `https://www.deezer.com/profile/${ownerId}` },
    followers,
    public: isPublic,
    collaborative: false,
    snapshotId: null,
    totalTracks: 3,
    items: null,
  } satisfies MusicPlaylist;
}

function listings(deezer: InMemoryMusicLookups | undefined) {
  const cache = new InMemoryCatalogCache();
  return {
    cache,
    listings: ownerPlaylistListings({
      services: { spotify: new InMemoryMusicService(), ...(deezer && { deezer }) },
      cache,
      times: TIMES,
    }),
  };
}

describe('a curator’s playlists as their service lists them', () => {
  it('keys a Deezer owner’s own public playlists, leaves out the ones they follow and private ones, and caches', async () => {
    const deezer = new InMemoryMusicLookups();
    for (const list of [
      playlist('11', '7', 900),
      playlist('12', '7', null),
      playlist('13', '7', 5, false),
      playlist('14', '8', 40_000),
    ])
      deezer.playlists.set(list.id, list);
    // Deezer's `/user/{id}/playlists` holds the playlists the user follows too: here one by 8.
    const followed = { ...playlist('14', '8', 40_000) };
    const userPlaylists = deezer.userPlaylists.bind(deezer);
    deezer.userPlaylists = async (id) => {
      const own = await userPlaylists(id);
      return own.ok ? { ok: true, value: [...own.value, followed] } : own;
    };
    const { listings: of, cache } = listings(deezer);
    expect(of.reachesService('deezer:7')).toBe(true);
    expect(await of.listed('deezer:7')).toEqual({
      kind: 'listed',
      playlists: [
        { playlistId: 'deezer:11', name: 'List 11', followers: 900, ownerName: 'User 7' },
        { playlistId: 'deezer:12', name: 'List 12', followers: null, ownerName: 'User 7' },
      ],
    });
    expect(cache.ttls.get('owner-playlists:deezer:7')).toBe(TIMES.answerMs);
    expect(of.reachesService('deezer:7')).toBe(false);
    await of.listed('deezer:7');
    expect(deezer.lookups.userPlaylists).toBe(1);
  });

  it('says a Spotify owner cannot be listed, an unknown Deezer user is not found, a failing Deezer unavailable', async () => {
    const deezer = new InMemoryMusicLookups();
    const { listings: of } = listings(deezer);
    expect(of.reachesService('some_spotify_user')).toBe(false);
    expect(await of.listed('some_spotify_user')).toEqual({ kind: 'not_offered' });
    expect(await of.listed('deezer:404')).toEqual({ kind: 'listed', playlists: [] });
    deezer.failLookup('userPlaylists', 'not_found');
    expect(await of.listed('deezer:31337')).toEqual({ kind: 'not_found' });
    deezer.failLookup('userPlaylists', 'unavailable');
    expect(await of.listed('deezer:31338')).toEqual({ kind: 'unavailable' });
    expect(await listings(undefined).listings.listed('deezer:7')).toEqual({ kind: 'not_found' });
    const demo = ownerPlaylistListings({
      services: {},
      cache: new InMemoryCatalogCache(),
      times: TIMES,
      knowsOwner: (id) => id === 'moodwavelists',
    });
    expect(await demo.listed('moodwavelists')).toEqual({ kind: 'not_offered' });
    expect(await demo.listed('nobody')).toEqual({ kind: 'not_found' });
  });
});
