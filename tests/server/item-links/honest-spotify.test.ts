// With Spotify in its Development Mode shape: the probe finds what it withholds, admins see it with
// the upstream calls, answers list the withheld figures, and items link to their Deezer twins
// (by ISRC, and an artist through its tracks) with corrections by signed-in users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpotifyMusicService } from '@server/catalog';
import { InMemoryUpstreamCalls } from '@server/platform/upstream-calls';
import {
  AURORA,
  type FakeSpotify,
  fixtureId,
  PILOTS,
  SMALL_PLAYLIST,
  startFakeSpotify,
} from '../../support/fake-spotify';
import {
  deezerArtist,
  deezerTrack,
  InMemoryMusicLookups,
} from '../../support/fakes/catalog/in-memory-music-lookups';
import { createTestApp, type SignedInUser, signIn, type TestApp } from '../../support/test-app';

const PILOTS_DEEZER = { id: '27', name: 'Paper Pilots' };
const PILOTS_TRACK = fixtureId('track:pilots:1');

let fake: FakeSpotify;
let deezer: InMemoryMusicLookups;
let testApp: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
let calls: InMemoryUpstreamCalls;

beforeAll(async () => {
  fake = await startFakeSpotify({ mode: 'devmode' });
  deezer = new InMemoryMusicLookups();
  calls = new InMemoryUpstreamCalls({ now: () => new Date() });
  deezer.artists.set(PILOTS_DEEZER.id, deezerArtist(PILOTS_DEEZER.id, PILOTS_DEEZER.name, 1_234_567));
  deezer.artists.set('99', deezerArtist('99', 'Someone Else', 12));
  // Four of the Pilots' five sampled tracks are on Deezer under their Deezer artist.
  for (const number of [1, 2, 3, 4])
    deezer.tracks.set(`30${number}`, deezerTrack(`30${number}`, `USRC12300${number}00`, PILOTS_DEEZER));
  // Aurora Lane's one twin names another artist: no majority, no link.
  deezer.tracks.set('401', deezerTrack('401', 'GBAYE1200001', { id: '99', name: 'Someone Else' }));
  testApp = await createTestApp({
    configOverrides: { musicSource: 'spotify', musicSources: ['spotify'] },
    musicService: new SpotifyMusicService({
      ...fake,
      backoffBaseMs: 1,
      calls,
    }),
    deezer,
    upstreamCalls: calls,
  });
  admin = await signIn(testApp.app, { admin: true });
  user = await signIn(testApp.app);
  // One app for the file; its start (PGlite, two sign-ins) can be slow on a busy machine.
}, 120_000);
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const get = (url: string, headers?: Record<string, string>) => testApp.app.inject({ url, headers });

describe('what Spotify withholds', () => {
  it('is probed and shown to admins with each service on', async () => {
    const [spotify] = await testApp.composition.dataSources.probeNow();
    expect(spotify!.capabilities).toEqual({
      artist_followers: false,
      artist_popularity: false,
      track_popularity: false,
      playlist_contents: false,
      top_tracks: false,
    });
    const answer = await get('/api/admin/data-sources', admin.headers);
    expect(answer.statusCode).toBe(200);
    const services = answer.json().services as Array<Record<string, unknown>>;
    expect(services.map((service) => service.service)).toEqual(['spotify', 'deezer']);
    expect(services[0]).toMatchObject({
      label: 'Spotify',
      source: 'live',
      capabilities: spotify!.capabilities,
      probed_at: spotify!.probedAt,
    });
    expect(services[1]!.probed_at).toEqual(expect.any(String));
    expect((await get('/api/admin/data-sources', user.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/data-sources')).statusCode).toBe(401);
  });

  it('counts upstream calls and failures in the adapter', async () => {
    const before = calls.figures('spotify');
    fake.inject({ path: /\/tracks\//, status: 503, times: 10 });
    await get(`/api/track/${fixtureId('track:pilots:9')}`);
    fake.clearFaults();
    const answer = await get('/api/admin/data-sources', admin.headers);
    const after = answer.json().services[0].calls;
    expect(after.calls_since_start).toBeGreaterThan(before.calls_since_start);
    expect(after.failures_since_start).toBe(before.failures_since_start + 4);
    expect(after.failures_today).toBe(after.failures_since_start);
  });

  it("says the analysis view has no contents when Spotify withholds others' playlists", async () => {
    const tracked = await testApp.app.inject({
      method: 'POST',
      url: '/api/playlist/track',
      headers: user.headers,
      payload: { extracted_id: SMALL_PLAYLIST },
    });
    expect(tracked.statusCode).toBe(200);
    const analysis = await get(`/api/playlist/${SMALL_PLAYLIST}/analysis`, user.headers);
    expect(analysis.json()).toMatchObject({ withheld: ['contents'], tracks: [] });
  });

  it('lists the withheld figures in the answers instead of a number', async () => {
    const artist = (await get(`/api/artist/${PILOTS}`)).json();
    expect(artist).toMatchObject({
      followers: null,
      popularity: null,
      withheld: ['followers', 'popularity'],
    });
    const track = (await get(`/api/track/${PILOTS_TRACK}`)).json();
    expect(track).toMatchObject({ popularity: null, withheld: ['popularity'] });
  });
});

describe('items linked across services', () => {
  it('links an artist through its tracks in the background, then shows its Deezer fans', async () => {
    const first = await get(`/api/item-links/artist/${PILOTS}`);
    expect(first.json()).toEqual({ success: true, linking: true, link: null });
    await testApp.composition.itemLinks.settle();
    expect((await get(`/api/item-links/artist/${PILOTS}`)).json().link).toEqual({
      kind: 'artist',
      spotify_key: PILOTS,
      deezer_key: 'deezer:27',
      path: '/deezer/artist/27',
      method: 'artist_tracks',
      confirmed: false,
      figures: [{ label: 'Deezer fans', value: 1_234_567 }],
    });
  });

  it('does not link an artist whose looked-up tracks do not agree', async () => {
    await get(`/api/item-links/artist/${AURORA}`);
    await testApp.composition.itemLinks.settle();
    expect((await get(`/api/item-links/artist/${AURORA}`)).json().link).toBeNull();
  });

  it('links a track by its ISRC', async () => {
    await get(`/api/item-links/track/${PILOTS_TRACK}`);
    await testApp.composition.itemLinks.settle();
    expect((await get(`/api/item-links/track/${PILOTS_TRACK}`)).json().link).toMatchObject({
      deezer_key: 'deezer:301',
      method: 'isrc',
      figures: [],
    });
  });

  it('looks for the twin of an item a user starts tracking', async () => {
    const track = fixtureId('track:pilots:2');
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/track/track',
      headers: user.headers,
      payload: { extracted_id: track },
    });
    expect(started.statusCode).toBe(200);
    await testApp.composition.itemLinks.settle();
    const link = await testApp.database.db
      .selectFrom('item_links')
      .select(['deezer_key', 'method'])
      .where('spotify_key', '=', track)
      .executeTakeFirst();
    expect(link).toEqual({ deezer_key: 'deezer:302', method: 'isrc' });
  });

  it('lets a signed-in user correct a link, and a rejected link is never made again', async () => {
    const put = (payload: object, headers = user.headers) =>
      testApp.app.inject({ method: 'PUT', url: '/api/item-links', headers, payload });
    expect(
      (await put({ kind: 'artist', key: PILOTS, deezer: 'https://example.com/artist/99' })).json(),
    ).toEqual({
      success: false,
      error: 'Please enter a Deezer artist link or id.',
    });
    expect((await put({ kind: 'artist', key: PILOTS, deezer: '555' })).json().error).toBe(
      'Deezer has no artist with id 555.',
    );
    expect((await put({ kind: 'song', key: PILOTS, deezer: '99' })).statusCode).toBe(400);
    expect(
      (await put({ kind: 'artist', key: PILOTS, deezer: '99' }, { cookie: user.cookie })).statusCode,
    ).toBe(403);
    const set = await put({ kind: 'artist', key: PILOTS, deezer: 'https://www.deezer.com/fr/artist/99' });
    expect(set.statusCode).toBe(200);
    expect((await get(`/api/item-links/artist/${PILOTS}`)).json().link).toMatchObject({
      deezer_key: 'deezer:99',
      method: 'user',
      confirmed: true,
    });

    const remove = (payload: object) =>
      testApp.app.inject({ method: 'DELETE', url: '/api/item-links', headers: user.headers, payload });
    expect((await remove({ kind: 'track', key: PILOTS_TRACK })).statusCode).toBe(200);
    expect((await remove({ kind: 'track', key: PILOTS_TRACK })).statusCode).toBe(404);
    testApp.clock.advance(2 * 24 * 60 * 60_000);
    await get(`/api/item-links/track/${PILOTS_TRACK}`);
    await testApp.composition.itemLinks.settle();
    expect((await get(`/api/item-links/track/${PILOTS_TRACK}`)).json().link).toBeNull();
    expect(deezer.lookups.trackByIsrc).toBeGreaterThan(0);
  });
});
