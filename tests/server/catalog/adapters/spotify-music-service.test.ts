import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isMusicServiceError } from '@domain/catalog';
import { SpotifyMusicService, type SpotifyMusicServiceOptions } from '@server/catalog';
import {
  AURORA,
  BIG_PLAYLIST,
  EDITORIAL_PLAYLIST,
  type FakeSpotify,
  KAIRO,
  PILOTS,
  startFakeSpotify,
} from '../../../support/fake-spotify';
import { failureOf, successOf } from '../../../support/results';

let fake: FakeSpotify;
beforeAll(async () => {
  fake = await startFakeSpotify();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.clearFaults();
  fake.mode = 'legacy';
});

const spotify = (options: Partial<SpotifyMusicServiceOptions> = {}) =>
  new SpotifyMusicService({
    apiUrl: fake.apiUrl,
    accountsUrl: fake.accountsUrl,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    backoffBaseMs: 10,
    ...options,
  });

describe('SpotifyMusicService, Extended Quota shape', () => {
  it('maps the artist, top tracks, albums (all pages) and playlist contents (with the /tracks fallback)', async () => {
    const service = spotify();
    expect(await successOf(service.getArtist(AURORA))).toMatchObject({
      name: 'Aurora Lane',
      followers: 1_234_567,
      popularity: 71,
    });
    expect((await successOf(service.getArtistTopTracks(AURORA)))?.length).toBe(10);
    const albums = await successOf(service.getArtistAlbums(AURORA));
    expect(albums).toHaveLength(14);
    expect(albums.filter((album) => album.albumGroup === 'appears_on').map((album) => album.name)).toEqual([
      'Paper Planes',
    ]);
    const playlist = await successOf(service.getPlaylist(BIG_PLAYLIST));
    // 130 entries, minus a removed track and a local file.
    expect(playlist.items).toHaveLength(128);
    expect(playlist).toMatchObject({
      followers: 48_211,
      totalTracks: 130,
      owner: { displayName: 'Playlist Lab' },
    });
    expect(fake.requests.some((request) => request.startsWith(`/playlists/${BIG_PLAYLIST}/items`))).toBe(
      true,
    );
    expect(fake.requests.some((request) => request.startsWith(`/playlists/${BIG_PLAYLIST}/tracks`))).toBe(
      true,
    );
  });

  it('skips null playlist search results and treats editorial playlists as not found', async () => {
    const page = await successOf(spotify().search('e', 'playlist', { limit: 10, offset: 0 }));
    expect(page.items.map((item) => item.name)).toEqual(['Indie Pop Essentials', 'Late Night Drives']);
    const error = await failureOf(spotify().getPlaylist(EDITORIAL_PLAYLIST));
    expect(isMusicServiceError(error, 'not_found')).toBe(true);
  });
});

describe('SpotifyMusicService, Development Mode shape', () => {
  it('gives null followers and popularity (never 0), no top tracks, no contents, no profiles', async () => {
    fake.mode = 'devmode';
    const service = spotify();
    const artist = await successOf(service.getArtist(AURORA));
    expect(artist.followers).toBeNull();
    expect(artist.popularity).toBeNull();
    expect(artist.genres).toEqual(['indie pop', 'dream pop']);
    expect(await successOf(service.getArtistTopTracks(AURORA))).toBeNull();
    expect(
      (
        await successOf(
          service.getTrack(
            (
              await successOf(service.getAlbum((await successOf(service.getArtistAlbums(AURORA)))[0]!.id))
            ).tracks[0]!.id,
          ),
        )
      ).popularity,
    ).toBeNull();
    const playlist = await successOf(service.getPlaylist(BIG_PLAYLIST));
    expect(playlist).toMatchObject({ items: null, followers: null, totalTracks: 130 });
    expect(await successOf(service.getUser('playlistlab'))).toBeNull();
  });

  it('pages albums and album tracks 10 at a time, and retries a refused search limit with 10', async () => {
    fake.mode = 'devmode';
    const service = spotify();
    expect(await successOf(service.getArtistAlbums(AURORA))).toHaveLength(14);
    const nightDrives = (await successOf(service.getArtistAlbums(AURORA))).find(
      (album) => album.name === 'Night Drives',
    )!;
    const album = await successOf(service.getAlbum(nightDrives.id));
    expect(album.tracks).toHaveLength(23);
    expect(album.tracks.filter((track) => track.artists.some((artist) => artist.id === PILOTS))).toHaveLength(
      3,
    );
    const page = await successOf(service.search('a', 'track', { limit: 20, offset: 0 }));
    expect(page.items).toHaveLength(10);
    expect(fake.requests.filter((request) => request.startsWith('/search')).at(-1)).toContain('limit=10');
    expect(KAIRO).toHaveLength(22);
  });
});

describe('SpotifyMusicService tokens', () => {
  it('reuses one token, renews it once after a 401, and fails cleanly on refused credentials', async () => {
    const service = spotify();
    const before = fake.stats.tokensIssued;
    await successOf(service.getArtist(AURORA));
    await successOf(service.getArtist(PILOTS));
    expect(fake.stats.tokensIssued - before).toBe(1);
    fake.revokeTokens();
    expect((await successOf(service.getArtist(AURORA))).name).toBe('Aurora Lane');
    expect(fake.stats.tokensIssued - before).toBe(2);

    const wrong = spotify({ clientSecret: 'wrong' });
    const error = await failureOf(wrong.getArtist(AURORA));
    expect(isMusicServiceError(error, 'unavailable')).toBe(true);
  });

  it('renews a token 60 s before it expires', async () => {
    const shortLived = await startFakeSpotify({ tokenLifetimeSeconds: 90 });
    let now = 1_000_000;
    const service = new SpotifyMusicService({ ...shortLived, now: () => now });
    await successOf(service.getArtist(AURORA));
    now += 25_000;
    await successOf(service.getArtist(AURORA));
    expect(shortLived.stats.tokensIssued).toBe(1);
    now += 10_000; // 35 s in: within a minute of the 90 s expiry
    await successOf(service.getArtist(AURORA));
    expect(shortLived.stats.tokensIssued).toBe(2);
    await shortLived.close();
  });
});
