// One contract, every MusicService adapter: Spotify on the local fake (both access levels) and the demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMusicServiceError } from '@domain/catalog';
import { type MusicService } from '@domain/ports';
import { DemoMusicService } from '@server/catalog/adapters/demo/demo-music-service';
import { SpotifyMusicService } from '@server/catalog/adapters/spotify/spotify-music-service';
import { AURORA, BIG_PLAYLIST, type FakeSpotify, startFakeSpotify } from '../../../support/fake-spotify';
import { failureOf, successOf } from '../../../support/results';

interface Subject {
  readonly service: MusicService;
  readonly artistId: string;
  readonly playlistId: string;
}

const ID = /^[0-9A-Za-z]{22}$/;
const UNKNOWN_ID = 'ZZZZZZZZZZZZZZZZZZZZZZ';
const RELEASE_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const fixedClock = { now: () => new Date('2026-06-15T12:00:00Z') };

function contract(name: string, subject: () => Subject) {
  describe(`MusicService contract: ${name}`, () => {
    it('searches every type by name, case-insensitively, with a total', async () => {
      const { service } = subject();
      for (const type of ['artist', 'track', 'playlist'] as const) {
        const page = await successOf(service.search('A', type, { limit: 5, offset: 0 }));
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.items.length).toBeLessThanOrEqual(5);
        expect(page.total).toBeGreaterThanOrEqual(page.items.length);
        for (const item of page.items) {
          expect(item.id).toMatch(ID);
          expect(item.name.toLowerCase()).toContain('a');
        }
      }
    });

    it('pages search results by offset', async () => {
      const { service } = subject();
      const first = await successOf(service.search('a', 'track', { limit: 2, offset: 0 }));
      const second = await successOf(service.search('a', 'track', { limit: 2, offset: 2 }));
      expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
    });

    it('reads an artist with nullable numbers (never undefined)', async () => {
      const { service, artistId } = subject();
      const artist = await successOf(service.getArtist(artistId));
      expect(artist.id).toBe(artistId);
      expect(artist.name).not.toBe('');
      expect(artist.followers === null || artist.followers >= 0).toBe(true);
      expect(artist.popularity === null || (artist.popularity >= 0 && artist.popularity <= 100)).toBe(true);
      expect(artist.url).toContain(artistId);
      for (const image of artist.images) expect(typeof image.url).toBe('string');
    });

    it('lists every album of the artist and reads each with its tracks and label', async () => {
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
      expect(full.tracks).toHaveLength(longest.totalTracks ?? full.tracks.length);
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

    it('reads a track', async () => {
      const { service, artistId } = subject();
      const [album] = await successOf(service.getArtistAlbums(artistId));
      const { tracks } = await successOf(service.getAlbum(album!.id));
      const track = await successOf(service.getTrack(tracks[0]!.id));
      expect(track.id).toBe(tracks[0]!.id);
      expect(track.album.id).toBe(album!.id);
      expect(track.durationMs).toBeGreaterThan(0);
      expect(track.isrc === null || /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(track.isrc)).toBe(true);
      expect(typeof track.explicit).toBe('boolean');
    });

    it('reads a playlist with its contents when available, and metadata only on request', async () => {
      const { service, playlistId } = subject();
      const playlist = await successOf(service.getPlaylist(playlistId));
      expect(playlist.id).toBe(playlistId);
      expect(playlist.snapshotId).toEqual(expect.any(String));
      if (playlist.items !== null) {
        expect(playlist.items.length).toBeGreaterThan(0);
        for (const item of playlist.items) {
          expect(item.trackId).toMatch(ID);
          expect(item.addedAt === null || !Number.isNaN(Date.parse(item.addedAt))).toBe(true);
        }
      }
      const bare = await successOf(service.getPlaylist(playlistId, { withItems: false }));
      expect(bare.items).toBeNull();
      expect(bare.name).toBe(playlist.name);
      const owner = await successOf(service.getUser(playlist.owner.id));
      expect(owner === null || owner.id === playlist.owner.id).toBe(true);
    });

    it('fails unknown ids as not_found', async () => {
      const { service } = subject();
      for (const read of [
        () => service.getArtist(UNKNOWN_ID),
        () => service.getTrack(UNKNOWN_ID),
        () => service.getPlaylist(UNKNOWN_ID),
        () => service.getAlbum(UNKNOWN_ID),
      ]) {
        const error = await failureOf(read());
        expect(isMusicServiceError(error, 'not_found')).toBe(true);
      }
    });
  });
}

let legacy: FakeSpotify;
let devmode: FakeSpotify;
beforeAll(async () => {
  legacy = await startFakeSpotify({ mode: 'legacy' });
  devmode = await startFakeSpotify({ mode: 'devmode' });
});
afterAll(async () => {
  await legacy.close();
  await devmode.close();
});

const onFake = (fake: () => FakeSpotify) => (): Subject => {
  const { apiUrl, accountsUrl, clientId, clientSecret } = fake();
  return {
    service: new SpotifyMusicService({ apiUrl, accountsUrl, clientId, clientSecret }),
    artistId: AURORA,
    playlistId: BIG_PLAYLIST,
  };
};

contract(
  'SpotifyMusicService on the fake (Extended Quota shape)',
  onFake(() => legacy),
);
contract(
  'SpotifyMusicService on the fake (Development Mode shape)',
  onFake(() => devmode),
);

const demo = new DemoMusicService(fixedClock);
const demoArtist = demo
  .catalog()
  .artists.find((artist) => artist.albumIds.length + artist.appearsOnIds.length > 10)!;
contract('DemoMusicService', () => ({
  service: demo,
  artistId: demoArtist.id,
  playlistId: demo.catalog().playlists[0]!.id,
}));
