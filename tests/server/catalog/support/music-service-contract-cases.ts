// The cases every MusicService adapter must pass (Spotify in both shapes, Deezer, the demo), run by
// tests/server/catalog/music-service-contract.test.ts against each subject.
import { describe, expect, it } from 'vitest';
import { isMusicServiceError, type MusicTrack } from '@domain/catalog';
import type { MusicService } from '@domain/ports';
import { failureOf, successOf } from '../../../support/results';

/** The numbers a service gives this install (the others must come back null, never 0). */
export interface ServiceGives {
  readonly artistFollowers: boolean;
  readonly artistPopularity: boolean;
  readonly trackPopularity: boolean;
  /** Deezer's rank. */
  readonly trackRank: boolean;
  readonly playlistFollowers: boolean;
  readonly playlistContents: boolean;
}

export interface ContractSubject {
  readonly service: MusicService;
  /** What the service's ids look like (22 base62 characters on Spotify, digits on Deezer). */
  readonly idPattern: RegExp;
  /** An id of the right shape that names nothing. */
  readonly unknownId: string;
  /** An artist with more than 10 releases. */
  readonly artistId: string;
  /** A playlist with contents (when the service gives contents). */
  readonly playlistId: string;
  readonly gives: ServiceGives;
}

const RELEASE_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

/** A number a service gave (a non-negative finite number, 0 included), or null when it gave none. */
function expectGiven(value: number | null | undefined, given: boolean): void {
  if (given) {
    expect(value).toEqual(expect.any(Number));
    expect(value).toBeGreaterThanOrEqual(0);
  } else expect(value ?? null).toBeNull();
  expect(value).not.toBeUndefined();
}

function expectRank(track: MusicTrack, given: boolean): void {
  if (given) expect(track.rank).toEqual(expect.any(Number));
  else expect(track.rank ?? null).toBeNull();
}

export function musicServiceContract(name: string, subject: () => ContractSubject): void {
  describe(`MusicService contract: ${name}`, () => {
    it('searches every kind by name and opens what it found by the same id', async () => {
      const { service, idPattern } = subject();
      for (const type of ['artist', 'track', 'playlist'] as const) {
        const page = await successOf(service.search('A', type, { limit: 5, offset: 0 }));
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.items.length).toBeLessThanOrEqual(5);
        expect(page.total).toBeGreaterThanOrEqual(page.items.length);
        for (const item of page.items) {
          expect(item.id).toMatch(idPattern);
          expect(item.name.toLowerCase()).toContain('a');
        }
        const first = page.items[0]!;
        const opened =
          type === 'artist'
            ? await successOf(service.getArtist(first.id))
            : type === 'track'
              ? await successOf(service.getTrack(first.id))
              : await successOf(service.getPlaylist(first.id, { withItems: false }));
        expect(opened.id).toBe(first.id);
        expect(opened.name).toBe(first.name);
      }
    });

    it('pages search results by offset', async () => {
      const { service } = subject();
      const first = await successOf(service.search('a', 'track', { limit: 2, offset: 0 }));
      const second = await successOf(service.search('a', 'track', { limit: 2, offset: 2 }));
      expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
    });

    it('opens an artist with the numbers it gives and null for the rest', async () => {
      const { service, artistId, gives } = subject();
      const artist = await successOf(service.getArtist(artistId));
      expect(artist.id).toBe(artistId);
      expect(artist.name).not.toBe('');
      expectGiven(artist.followers, gives.artistFollowers);
      expectGiven(artist.popularity, gives.artistPopularity);
      if (artist.popularity !== null) expect(artist.popularity).toBeLessThanOrEqual(100);
      expect(artist.url).toContain(artistId);
      for (const image of artist.images) expect(image.url).not.toBe('');
    });

    it('lists every album of the artist (all pages) and reads each with all its tracks', async () => {
      const { service, artistId } = subject();
      const albums = await successOf(service.getArtistAlbums(artistId));
      expect(albums.length).toBeGreaterThan(10);
      expect(new Set(albums.map((album) => album.id)).size).toBe(albums.length);
      for (const album of albums) {
        expect(album.releaseDate).toMatch(RELEASE_DATE);
        expect(album.releaseDate.length).toBe({ year: 4, month: 7, day: 10 }[album.releaseDatePrecision]);
      }
      const longest = [...albums].sort((a, b) => (b.totalTracks ?? 0) - (a.totalTracks ?? 0))[0]!;
      const full = await successOf(service.getAlbum(longest.id));
      expect(full.id).toBe(longest.id);
      expect(full.tracks).toHaveLength(longest.totalTracks ?? full.tracks.length);
      expect(new Set(full.tracks.map((track) => track.id)).size).toBe(full.tracks.length);
      expect(full.label === null || full.label.length > 0).toBe(true);
      expect(full.tracks.every((track) => track.durationMs > 0)).toBe(true);
    });

    it('gives top tracks of the artist, or null when the service has none', async () => {
      const { service, artistId } = subject();
      const top = await successOf(service.getArtistTopTracks(artistId));
      if (top === null) return;
      expect(top.length).toBeGreaterThan(0);
      expect(top.every((track) => track.artists.some((artist) => artist.id === artistId))).toBe(true);
    });

    it('opens a track of an album, with the numbers it gives and null for the rest', async () => {
      const { service, artistId, gives } = subject();
      const [album] = await successOf(service.getArtistAlbums(artistId));
      const { tracks } = await successOf(service.getAlbum(album!.id));
      const track = await successOf(service.getTrack(tracks[0]!.id));
      expect(track.id).toBe(tracks[0]!.id);
      expect(track.album.id).toBe(album!.id);
      expect(track.durationMs).toBeGreaterThan(0);
      expect(track.isrc === null || ISRC.test(track.isrc)).toBe(true);
      expect(typeof track.explicit).toBe('boolean');
      expect(track.url).toContain(track.id);
      expectGiven(track.popularity, gives.trackPopularity);
      expectRank(track, gives.trackRank);
    });

    it('opens a playlist with its contents (each added at an instant or null), or metadata only', async () => {
      const { service, playlistId, idPattern, gives } = subject();
      const playlist = await successOf(service.getPlaylist(playlistId));
      expect(playlist.id).toBe(playlistId);
      expect(playlist.snapshotId).toEqual(expect.any(String));
      expectGiven(playlist.followers, gives.playlistFollowers);
      if (gives.playlistContents) {
        expect(playlist.items).not.toBeNull();
        expect(playlist.items!.length).toBeGreaterThan(0);
        expect(playlist.items!.length).toBeLessThanOrEqual(playlist.totalTracks ?? playlist.items!.length);
      } else expect(playlist.items).toBeNull();
      for (const item of playlist.items ?? []) {
        expect(item.trackId).toMatch(idPattern);
        expect(item.addedAt === null || !Number.isNaN(Date.parse(item.addedAt))).toBe(true);
      }
      const bare = await successOf(service.getPlaylist(playlistId, { withItems: false }));
      expect(bare.items).toBeNull();
      expect(bare.name).toBe(playlist.name);
      const owner = await successOf(service.getUser(playlist.owner.id));
      expect(owner === null || owner.id === playlist.owner.id).toBe(true);
    });

    it('fails unknown ids as not_found', async () => {
      const { service, unknownId } = subject();
      for (const read of [
        () => service.getArtist(unknownId),
        () => service.getTrack(unknownId),
        () => service.getPlaylist(unknownId),
        () => service.getAlbum(unknownId),
      ]) {
        const error = await failureOf(read());
        expect(isMusicServiceError(error, 'not_found')).toBe(true);
      }
    });
  });
}
