// One contract, every music service: Spotify on its fake in both shapes, Deezer on its fake, and
// the demo (cases in support/music-service-contract-cases.ts); then what only Deezer does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isMusicServiceError, type MusicServiceError } from '@domain/catalog';
import {
  DeezerMusicService,
  type DeezerMusicServiceOptions,
} from '@server/catalog/adapters/deezer/deezer-music-service';
import { deezerCallBudget } from '@server/catalog/adapters/deezer/deezer-call-budget';
import { DemoMusicService } from '@server/catalog/adapters/demo/demo-music-service';
import { SpotifyMusicService } from '@server/catalog/adapters/spotify/spotify-music-service';
import { InMemoryRateCounter } from '@server/http/in-memory-rate-counter';
import { DEEZER, type FakeDeezer, RECORDED_IDS, startFakeDeezer } from '../../support/fake-deezer';
import { AURORA, BIG_PLAYLIST, type FakeSpotify, startFakeSpotify } from '../../support/fake-spotify';
import { failureOf, successOf } from '../../support/results';
import { musicServiceContract, type ServiceGives } from './support/music-service-contract-cases';

const SPOTIFY_ID = /^[0-9A-Za-z]{22}$/;
const DEEZER_ID = /^[1-9]\d*$/;
const fixedClock = { now: () => new Date('2026-06-15T12:00:00Z') };

let legacy: FakeSpotify;
let devmode: FakeSpotify;
let deezer: FakeDeezer;
beforeAll(async () => {
  [legacy, devmode, deezer] = await Promise.all([
    startFakeSpotify({ mode: 'legacy' }),
    startFakeSpotify({ mode: 'devmode' }),
    startFakeDeezer(),
  ]);
});
afterAll(async () => {
  await Promise.all([legacy.close(), devmode.close(), deezer.close()]);
});

const spotifyOn = (fake: () => FakeSpotify) => {
  const { apiUrl, accountsUrl, clientId, clientSecret } = fake();
  return new SpotifyMusicService({ apiUrl, accountsUrl, clientId, clientSecret });
};

/** A Deezer adapter on the fake: no real waits, a budget the suite cannot spend, Deezer's page size. */
function deezerOn(options: Partial<DeezerMusicServiceOptions> = {}): DeezerMusicService {
  return new DeezerMusicService({
    apiUrl: deezer.url,
    pageSize: 25,
    budget: deezerCallBudget(new InMemoryRateCounter(), { max: 100_000, windowMs: 5000 }),
    sleep: async () => undefined,
    ...options,
  });
}

const EXTENDED: ServiceGives = {
  artistFollowers: true,
  artistPopularity: true,
  trackPopularity: true,
  trackRank: false,
  playlistFollowers: true,
  playlistContents: true,
};

musicServiceContract('Spotify on the fake (Extended Quota shape)', () => ({
  service: spotifyOn(() => legacy),
  idPattern: SPOTIFY_ID,
  unknownId: 'ZZZZZZZZZZZZZZZZZZZZZZ',
  artistId: AURORA,
  playlistId: BIG_PLAYLIST,
  gives: EXTENDED,
}));

musicServiceContract('Spotify on the fake (Development Mode shape)', () => ({
  service: spotifyOn(() => devmode),
  idPattern: SPOTIFY_ID,
  unknownId: 'ZZZZZZZZZZZZZZZZZZZZZZ',
  artistId: AURORA,
  playlistId: BIG_PLAYLIST,
  gives: {
    artistFollowers: false,
    artistPopularity: false,
    trackPopularity: false,
    trackRank: false,
    playlistFollowers: false,
    playlistContents: false,
  },
}));

musicServiceContract('Deezer on the fake', () => ({
  service: deezerOn(),
  idPattern: DEEZER_ID,
  unknownId: '999999999',
  artistId: String(DEEZER.aurora),
  playlistId: String(DEEZER.bigPlaylist),
  gives: {
    artistFollowers: true,
    artistPopularity: false,
    trackPopularity: false,
    trackRank: true,
    playlistFollowers: true,
    playlistContents: true,
  },
}));

const demo = new DemoMusicService(fixedClock);
const demoArtist = demo
  .catalog()
  .artists.find((artist) => artist.albumIds.length + artist.appearsOnIds.length > 10)!;
musicServiceContract('the demo catalog', () => ({
  service: demo,
  idPattern: SPOTIFY_ID,
  unknownId: 'ZZZZZZZZZZZZZZZZZZZZZZ',
  artistId: demoArtist.id,
  playlistId: demo.catalog().playlists[0]!.id,
  gives: EXTENDED,
}));

describe('Deezer only', () => {
  const calls = (path: RegExp) =>
    deezer.requests.filter((request) => path.test(request.split('?')[0]!)).length;
  beforeEach(() => {
    deezer.clearFaults();
    deezer.requests.length = 0;
  });

  it('spends exactly one call on an unknown id, and none on an id Deezer cannot have', async () => {
    const service = deezerOn();
    const error = await failureOf(service.getArtist('424242424'));
    expect(isMusicServiceError(error, 'not_found')).toBe(true);
    expect(deezer.requests).toEqual(['/artist/424242424']);
    const notAnId = await failureOf(service.getPlaylist('abc'));
    expect(isMusicServiceError(notAnId, 'not_found')).toBe(true);
    expect(deezer.requests).toHaveLength(1);
  });

  it.each([
    [{ type: 'DataException', message: 'no data', code: 800 }, 'not_found'],
    [{ type: 'ParameterException', message: 'Wrong parameter', code: 500 }, 'not_found'],
    [{ type: 'OAuthException', message: "You don't have the right permission" }, 'forbidden'],
    [{ type: 'Exception', message: 'An error has occured' }, 'unavailable'],
  ] as const)('maps the HTTP 200 error %o to %s, in one call', async (error, kind) => {
    deezer.inject({ error });
    const failure = await failureOf(deezerOn().getTrack(String(deezer.data.tracks[0]!.id)));
    expect((failure as MusicServiceError).kind).toBe(kind);
    expect(deezer.requests).toHaveLength(1);
  });

  it('backs off and retries on the quota error, then answers', async () => {
    const waits: number[] = [];
    const service = deezerOn({ sleep: async (ms) => void waits.push(ms), random: () => 0.5 });
    deezer.failWithQuota(2);
    const artist = await successOf(service.getArtist(String(DEEZER.aurora)));
    expect(artist.followers).toBe(1_234_567);
    expect(deezer.requests).toHaveLength(3);
    // 1.25 s, then 2.5 s, each jittered to between half and all of it.
    expect(waits).toEqual([937.5, 1875]);
  });

  it('gives up as unavailable when the quota error persists, after a bounded number of tries', async () => {
    deezer.failWithQuota(100);
    const error = await failureOf(deezerOn().getArtist(String(DEEZER.aurora)));
    expect(isMusicServiceError(error, 'unavailable')).toBe(true);
    expect(error.message).toMatch(/Quota limit exceeded/);
    expect(deezer.requests).toHaveLength(4);
  });

  it('retries a 5xx, and never outlives the call deadline', async () => {
    deezer.inject({ status: 503 });
    await successOf(deezerOn().getTrack(String(deezer.data.tracks[0]!.id)));
    expect(deezer.requests).toHaveLength(2);
    deezer.inject({ status: 502, times: 100 });
    let now = 0;
    const slow = deezerOn({
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
      deadlineMs: 2000,
    });
    const error = await failureOf(slow.getTrack(String(deezer.data.tracks[0]!.id)));
    expect(isMusicServiceError(error, 'unavailable')).toBe(true);
    expect(now).toBeLessThanOrEqual(2000);
  });

  it('ends a trickling answer at the deadline of one try', async () => {
    deezer.inject({ trickleMs: 40, times: 2 });
    const started = performance.now();
    const error = await failureOf(
      deezerOn({ requestTimeoutMs: 250, maxAttempts: 2 }).getArtist(String(DEEZER.aurora)),
    );
    expect(isMusicServiceError(error, 'unavailable')).toBe(true);
    expect(error.message).toMatch(/no full answer within 250 ms/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an answer larger than the size cap, unread', async () => {
    const error = await failureOf(
      deezerOn({ maxResponseBytes: 2000 }).getPlaylist(String(DEEZER.bigPlaylist)),
    );
    expect(isMusicServiceError(error, 'unavailable')).toBe(true);
    expect(error.message).toMatch(/larger than 2000 bytes/);
    expect(deezer.requests).toHaveLength(1);
  });

  it('reads every page of a playlist, with fans, a checksum snapshot and dates added', async () => {
    const service = deezerOn();
    const id = String(DEEZER.bigPlaylist);
    const playlist = await successOf(service.getPlaylist(id));
    expect(playlist.items).toHaveLength(130);
    expect(playlist.totalTracks).toBe(130);
    expect(calls(/^\/playlist\/9400001\/tracks$/)).toBe(6);
    expect(new Set(playlist.items!.map((item) => item.trackId)).size).toBe(130);
    const added = playlist.items!.map((item) => Date.parse(item.addedAt!));
    expect(Math.max(...added) - Math.min(...added)).toBeGreaterThan(5 * 7 * 86_400_000);
    expect(playlist.items![0]).toMatchObject({ addedAt: '2026-09-01T00:00:00.000Z' });
    expect(playlist.items![0]!.track).toMatchObject({
      isrc: expect.stringMatching(/^FRZ1A/),
      rank: expect.any(Number),
    });
    expect(playlist).toMatchObject({
      followers: 48_211,
      owner: {
        id: String(DEEZER.curator),
        displayName: 'Playlist Lab',
        url: `https://www.deezer.com/profile/${DEEZER.curator}`,
      },
      url: `https://www.deezer.com/playlist/${id}`,
    });

    deezer.setPlaylistFans(DEEZER.bigPlaylist, 48_300);
    deezer.addToPlaylist(DEEZER.bigPlaylist, deezer.data.tracks[1]!.id, 1_792_000_000);
    const later = await successOf(service.getPlaylist(id));
    expect(later.followers).toBe(48_300);
    expect(later.items).toHaveLength(131);
    expect(later.snapshotId).not.toBe(playlist.snapshotId);
    deezer.removeFromPlaylist(DEEZER.bigPlaylist, deezer.data.tracks[1]!.id);
  });

  it('answers a time_add of 0 as an unknown date, and real zeros as 0', async () => {
    const service = deezerOn();
    const small = await successOf(service.getPlaylist(String(DEEZER.smallPlaylist)));
    expect(small.items!.every((item) => item.addedAt === null)).toBe(true);
    expect(small.description).toBeNull();
    expect((await successOf(service.getArtist(String(DEEZER.marisol)))).followers).toBe(0);
  });

  it('reads every page of an artist’s albums and of a long album', async () => {
    const service = deezerOn();
    const albums = await successOf(service.getArtistAlbums(String(DEEZER.aurora)));
    expect(albums).toHaveLength(30);
    expect(calls(/^\/artist\/9100001\/albums$/)).toBe(2);
    const album = await successOf(service.getAlbum(String(DEEZER.longAlbum)));
    expect(album.tracks).toHaveLength(30);
    expect(album.tracks.map((track) => track.trackNumber)).toEqual(
      Array.from({ length: 30 }, (_u, i) => i + 1),
    );
    expect(album.upc).toMatch(/^\d{13}$/);
  });

  it('looks tracks up by ISRC and albums by UPC (null when Deezer knows none)', async () => {
    const service = deezerOn();
    const known = deezer.data.tracks[3]!;
    const track = await successOf(service.trackByIsrc(known.isrc.toLowerCase()));
    expect(track).toMatchObject({ id: String(known.id), isrc: known.isrc });
    expect(await successOf(service.trackByIsrc('ZZZZZ9999999'))).toBeNull();
    const before = deezer.requests.length;
    expect(await successOf(service.trackByIsrc('not an isrc'))).toBeNull();
    expect(deezer.requests).toHaveLength(before);

    const recorded = await successOf(service.trackByIsrc(RECORDED_IDS.trackIsrc));
    expect(recorded).toMatchObject({
      isrc: RECORDED_IDS.trackIsrc,
      popularity: null,
      rank: expect.any(Number),
    });
    const album = await successOf(service.albumByUpc(RECORDED_IDS.albumUpc));
    expect(album).toMatchObject({ upc: RECORDED_IDS.albumUpc });
    const generated = deezer.data.albums[0]!;
    expect(await successOf(service.albumByUpc(generated.upc))).toMatchObject({ id: String(generated.id) });
    expect(await successOf(service.albumByUpc('000000000000'))).toBeNull();
  });

  it('lists a curator’s playlists (every page, metadata with fans)', async () => {
    const service = deezerOn({ pageSize: 2 });
    const playlists = await successOf(service.userPlaylists(String(DEEZER.curator)));
    expect(playlists.map((playlist) => playlist.id)).toEqual(
      [DEEZER.bigPlaylist, DEEZER.smallPlaylist, DEEZER.freshPlaylist].map(String),
    );
    expect(playlists.every((playlist) => playlist.items === null && playlist.followers !== null)).toBe(true);
    expect(calls(/^\/user\/9500001\/playlists$/)).toBe(2);
    expect(await successOf(service.userPlaylists(String(DEEZER.listener)))).toEqual([]);
    const error = await failureOf(service.userPlaylists('31337'));
    expect(isMusicServiceError(error, 'not_found')).toBe(true);
  });

  it('maps the recorded answers: fans, rank, ISRC, a profile', async () => {
    const service = deezerOn();
    expect(await successOf(service.getArtist(RECORDED_IDS.artist))).toMatchObject({
      name: 'Daft Punk',
      followers: 3_677_952,
      popularity: null,
      url: 'https://www.deezer.com/artist/27',
    });
    expect(await successOf(service.getTrack(RECORDED_IDS.track))).toMatchObject({
      isrc: 'USSM12103949',
      rank: 989_040,
      popularity: null,
      durationMs: 141_000,
      album: { id: '242430582', releaseDate: '2021-07-09', releaseDatePrecision: 'day' },
    });
    const playlist = await successOf(service.getPlaylist(RECORDED_IDS.playlist));
    expect(playlist).toMatchObject({ followers: 19_296, snapshotId: expect.any(String) });
    expect(playlist.items!.length).toBeGreaterThan(0);
    expect(await successOf(service.getUser(RECORDED_IDS.user))).toMatchObject({
      displayName: 'Bruno Alla',
      followers: null,
    });
    const top = await successOf(service.getArtistTopTracks(RECORDED_IDS.artist));
    expect(top.length).toBeGreaterThan(0);
  });

  it('keeps within its call budget, waiting for the next window', async () => {
    let now = 0;
    const waits: number[] = [];
    const service = deezerOn({
      budget: deezerCallBudget(new InMemoryRateCounter(() => now), { max: 3, windowMs: 5000 }),
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
      random: () => 0,
    });
    for (let read = 0; read < 4; read++) await successOf(service.getArtist(String(DEEZER.aurora)));
    expect(deezer.requests).toHaveLength(4);
    expect(waits).toEqual([5000]);
  });

  it('keeps at most maxConcurrent calls in flight', async () => {
    deezer.stats.maxInFlight = 0;
    const service = deezerOn({ maxConcurrent: 2 });
    deezer.inject({ delayMs: 20, times: 8 });
    await Promise.all(
      deezer.data.tracks.slice(0, 8).map((track) => successOf(service.getTrack(String(track.id)))),
    );
    expect(deezer.stats.maxInFlight).toBeLessThanOrEqual(2);
  });
});
