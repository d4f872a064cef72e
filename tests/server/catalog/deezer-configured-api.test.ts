// The install `MUSIC_SOURCES=deezer DEEZER_API_URL=…` starts: the configuration builds the real Deezer
// adapter (its call budget, paging and error mapping) against the local stand-in speaking Deezer's
// wire format. Search, a pasted link, tracking, refreshes with moving fans, history, grade, CSV and a
// shared report, all through the HTTP API.
import { csvParseRows } from 'd3-dsv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMusicLink } from '@domain/links';
import { DEEZER, type FakeDeezer, startFakeDeezer } from '../../support/fake-deezer';
import { createTestApp, ManualClock, signIn, type TestApp } from '../../support/test-app';
import { get, post } from '../tracking/support/tracking-app';

const DAY = 86_400_000;
const FANS = [1_234_567, 1_240_000, 1_251_000];

let fake: FakeDeezer;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakeDeezer();
  const clock = new ManualClock(new Date('2026-11-01T08:00:00Z'));
  testApp = await createTestApp({
    clock,
    configOverrides: { musicSources: ['deezer'], musicSource: 'deezer', deezerApiUrl: fake.url },
  });
}, 180_000);
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

describe('an install on Deezer alone', () => {
  it('offers Deezer only, and refuses Spotify ids as a service that is off', async () => {
    const { app } = testApp;
    expect((await get(app, '/api/music-services')).json()).toEqual({
      success: true,
      services: [{ name: 'deezer', label: 'Deezer' }],
    });
    const spotify = await get(app, '/api/artist/4Z8W4fKeB5YxbusRsdQVPb');
    expect(spotify.statusCode).toBe(404);
    expect(spotify.json().error).toBe('This service is not enabled on this installation.');
  });

  it('searches, opens a pasted link, tracks, charts several refreshes, grades, exports and shares', async () => {
    const { app, clock } = testApp;
    const found = (await get(app, '/api/search?query=aurora&type=artist')).json();
    expect(found.artists.items[0]).toMatchObject({ id: `deezer:${DEEZER.aurora}`, name: 'Aurora Lane' });

    const pasted = parseMusicLink(`https://www.deezer.com/fr/playlist/${DEEZER.bigPlaylist}?utm=x`);
    expect(pasted).toMatchObject({
      service: 'deezer',
      type: 'playlist',
      key: `deezer:${DEEZER.bigPlaylist}`,
    });
    const opened = (await get(app, `/api/deezer/playlist/${DEEZER.bigPlaylist}`)).json();
    expect(opened).toMatchObject({ success: true, total_tracks: 130, withheld: [] });
    expect(opened.first_look).not.toBeNull();

    const user = await signIn(app);
    const admin = await signIn(app, { admin: true });
    for (const [kind, id] of [
      ['artist', DEEZER.aurora],
      ['playlist', DEEZER.bigPlaylist],
    ] as const) {
      const started = await post(app, `/api/${kind}/track`, user.headers, { extracted_id: `deezer:${id}` });
      expect(started.statusCode, started.body).toBe(200);
    }
    for (const [cycle, fans] of FANS.slice(1).entries()) {
      fake.setArtistFans(DEEZER.aurora, fans);
      fake.setPlaylistFans(DEEZER.bigPlaylist, 50_000 + 1_000 * cycle);
      clock.advance(DAY);
      const refresh = await post(app, '/api/admin/refresh', admin.headers);
      expect(refresh.json()).toMatchObject({ success: true, failures: 0 });
    }

    const history = (await get(app, `/api/deezer/artist/${DEEZER.aurora}/history`, user.headers)).json();
    expect(history.map((point: { followers: number }) => point.followers)).toEqual(FANS);
    const followers = (
      await get(app, `/api/deezer/playlist/${DEEZER.bigPlaylist}/followers-history`, user.headers)
    ).json();
    expect(followers.data).toHaveLength(3);
    const listed = (await get(app, '/api/user/playlists', user.headers)).json().playlists;
    expect(listed[0]).toMatchObject({ spotify_playlist_id: `deezer:${DEEZER.bigPlaylist}` });
    expect(listed[0].verdict).toBeTruthy();

    const csv = await get(app, `/api/deezer/artist/${DEEZER.aurora}/history.csv`, user.headers);
    expect(
      csvParseRows(csv.body.trim())
        .slice(1)
        .map((row) => Number(row[2])),
    ).toEqual(FANS);

    const created = await post(app, `/api/deezer/playlist/${DEEZER.bigPlaylist}/report`, user.headers);
    expect(created.statusCode, created.body).toBe(200);
    const report = await get(app, `/report/${created.json().report.token}`);
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Open the playlist in Deezer');
  });
});
