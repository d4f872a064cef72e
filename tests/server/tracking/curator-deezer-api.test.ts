// A curator page on an install `MUSIC_SOURCES=deezer DEEZER_API_URL=…` starts: the configuration builds
// the real Deezer adapter, which pages through the owner's `/user/{id}/playlists` on the local
// stand-in; the page merges that listing with the playlists the install reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CuratorAnswer } from '@domain/tracking';
import { DEEZER, type FakeDeezer, startFakeDeezer } from '../../support/fake-deezer';
import { createTestApp, ManualClock, signIn, type TestApp } from '../../support/test-app';
import { get, post } from './support/tracking-app';

const DAY = 86_400_000;
/** More playlists than one page of the adapter's 100, so the listing is read in two pages. */
const EXTRA_PLAYLISTS = 120;
const listingCalls = (fake: FakeDeezer) =>
  fake.requests.filter((request) => request.startsWith(`/user/${DEEZER.curator}/playlists`)).length;

let fake: FakeDeezer;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakeDeezer();
  for (let index = 0; index < EXTRA_PLAYLISTS; index++) {
    fake.data.playlists.push({
      id: 9_410_000 + index,
      title: `Lab Mix ${index + 1}`,
      description: '',
      creatorId: DEEZER.curator,
      fans: 10 * index,
      public: true,
      entries: [],
    });
  }
  fake.data.playlists.push({
    id: 9_419_999,
    title: 'Private drafts',
    description: '',
    creatorId: DEEZER.curator,
    fans: 0,
    public: false,
    entries: [],
  });
  testApp = await createTestApp({
    clock: new ManualClock(new Date('2026-11-01T08:00:00Z')),
    configOverrides: { musicSources: ['deezer'], musicSource: 'deezer', deezerApiUrl: fake.url },
  });
}, 180_000);
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

describe('a Deezer curator page', () => {
  it('lists the owner’s public playlists, every page, graded where read, and lets a member track the rest', async () => {
    const { app, clock } = testApp;
    const user = await signIn(app);
    const admin = await signIn(app, { admin: true });
    for (const id of [DEEZER.bigPlaylist, DEEZER.freshPlaylist]) {
      const started = await post(app, '/api/playlist/track', user.headers, { extracted_id: `deezer:${id}` });
      expect(started.statusCode, started.body).toBe(200);
    }
    clock.advance(DAY);
    expect((await post(app, '/api/admin/refresh', admin.headers)).json()).toMatchObject({ failures: 0 });

    const page = await get(app, `/api/deezer/curator/${DEEZER.curator}`);
    expect(page.statusCode, page.body).toBe(200);
    const curator = page.json() as CuratorAnswer;
    expect(curator).toMatchObject({
      owner_id: `deezer:${DEEZER.curator}`,
      owner_name: 'Playlist Lab',
      listing: 'listed',
      watched: 2,
      known: 3 + EXTRA_PLAYLISTS,
    });
    expect(listingCalls(fake)).toBe(2);
    const [first, second, ...rest] = curator.playlists;
    // The ones read come first, with their grades and checks.
    for (const read of [first!, second!]) {
      expect(read).toMatchObject({ watched: true, verdict: expect.any(String) });
      expect(read.last_checked).not.toBeNull();
    }
    expect(rest.map((playlist) => playlist.playlist_id)).not.toContain(`deezer:${DEEZER.bigPlaylist}`);
    // The rest: followers from the listing, biggest first, no grade, no checks; never the private one.
    expect(rest[0]).toMatchObject({
      playlist_id: 'deezer:9410119',
      name: 'Lab Mix 120',
      watched: false,
      followers: 1_190,
      verdict: null,
      confidence: null,
      last_move: null,
      last_checked: null,
      coordinated_moves: null,
    });
    expect(rest.some((playlist) => playlist.name === 'Private drafts')).toBe(false);
    expect(rest.find((playlist) => playlist.playlist_id === `deezer:${DEEZER.smallPlaylist}`)).toMatchObject({
      followers: 12,
      watched: false,
    });

    // Tracking one of them: read from then on, the listing itself answered from the cache.
    const tracked = await post(app, '/api/playlist/track', user.headers, {
      extracted_id: `deezer:${DEEZER.smallPlaylist}`,
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const again = (await get(app, `/api/deezer/curator/${DEEZER.curator}`)).json() as CuratorAnswer;
    expect(again).toMatchObject({ watched: 3, known: 3 + EXTRA_PLAYLISTS });
    expect(again.playlists.filter((playlist) => playlist.watched).map((playlist) => playlist.name)).toContain(
      'Late Night Drives',
    );
    expect(listingCalls(fake)).toBe(2);
  });

  it('answers an owner Deezer does not know with 404, an owner with no public playlists with an empty page, a bad id with 400', async () => {
    const { app } = testApp;
    const unknown = await get(app, '/api/deezer/curator/31337');
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'No such curator on this music service.' });
    const listener = (await get(app, `/api/deezer/curator/${DEEZER.listener}`)).json() as CuratorAnswer;
    expect(listener).toMatchObject({ listing: 'listed', known: 0, watched: 0, playlists: [] });
    expect((await get(app, '/api/deezer/curator/12ab')).statusCode).toBe(400);
    expect((await get(app, '/api/deezer/curator/0')).statusCode).toBe(400);
  });
});
