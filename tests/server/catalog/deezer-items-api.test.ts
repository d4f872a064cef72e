// End to end with a Deezer double beside the demo catalog, through the HTTP API alone: search ->
// open -> track -> refresh cycles with moving fans -> history -> grade -> CSV -> shared report,
// with `deezer:` keys in bodies and `/api/deezer/…` paths.
import { csvParseRows } from 'd3-dsv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoMusicService } from '@server/catalog';
import {
  aDeezerCatalog,
  DEEZER_IDS,
  type InMemoryDeezer,
} from '../../support/fakes/catalog/in-memory-deezer';
import { createTestApp, ManualClock, signIn, type TestApp } from '../../support/test-app';
import { get, post } from '../tracking/support/tracking-app';

const DAY = 86_400_000;
const { artist, track, playlist } = DEEZER_IDS;
const ARTIST_FANS = [4_000_000, 4_010_000, 4_030_000, 4_060_000];

let testApp: TestApp;
let deezer: InMemoryDeezer;

beforeAll(async () => {
  const clock = new ManualClock(new Date('2026-04-01T08:00:00Z'));
  deezer = aDeezerCatalog();
  testApp = await createTestApp({ clock, musicServices: { spotify: new DemoMusicService(clock), deezer } });
}, 180_000);
afterAll(() => testApp.close());

describe('Deezer items through the HTTP API', () => {
  it('says which services are on, and searches the chosen one (400 for an unknown service)', async () => {
    const { app } = testApp;
    expect((await get(app, '/api/music-services')).json()).toEqual({
      success: true,
      services: [
        { name: 'spotify', label: 'Spotify' },
        { name: 'deezer', label: 'Deezer' },
      ],
    });
    const found = (await get(app, '/api/search?query=daft&type=artist&service=deezer')).json();
    expect(found.artists.items.map((item: { id: string }) => item.id)).toEqual([`deezer:${artist}`]);
    const tracks = (await get(app, '/api/search?query=harder&type=track&service=deezer')).json();
    expect(tracks.tracks.items[0]).toMatchObject({
      id: `deezer:${track}`,
      artists: [{ id: `deezer:${artist}` }],
    });
    // The data-sources probe's own searches ("a", at start) are not the page's.
    const asked = deezer.searches.map((search) => search.query).filter((query) => query !== 'a');
    expect(asked).toEqual(['daft', 'harder']);
    const unknown = await get(app, '/api/search?query=daft&service=napster');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/spotify, deezer/);
  });

  it('opens Deezer items on their /api/deezer paths, 400 for a malformed id and 404 for an unknown one', async () => {
    const { app } = testApp;
    const page = await get(app, `/api/deezer/artist/${artist}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ id: `deezer:${artist}`, name: 'Daft Punk' });
    expect((await get(app, `/api/deezer/track/${track}`)).json()).toMatchObject({ id: `deezer:${track}` });
    const list = (await get(app, `/api/deezer/playlist/${playlist}`)).json();
    expect(list).toMatchObject({ success: true, chart_analysis: { verdict: 'insufficient_data' } });
    const bad = await get(app, '/api/deezer/artist/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid Deezer artist id: expected digits.');
    expect((await get(app, '/api/deezer/artist/999')).statusCode).toBe(404);
  });

  it('tracks, refreshes, charts, grades, exports and shares a Deezer item by its key', async () => {
    const { app, clock } = testApp;
    const user = await signIn(app);
    const admin = await signIn(app, { admin: true });
    for (const [kind, id] of [
      ['artist', artist],
      ['track', track],
      ['playlist', playlist],
    ] as const) {
      const started = await post(app, `/api/${kind}/track`, user.headers, { extracted_id: `deezer:${id}` });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json()).toMatchObject({ success: true, already_tracking: false });
    }
    expect((await get(app, `/api/deezer/user/tracking/${playlist}`, user.headers)).json()).toMatchObject({
      is_tracking: true,
    });
    expect(
      (await get(app, `/api/deezer/user/is-tracking-artist/${artist}`, user.headers)).json(),
    ).toMatchObject({
      is_tracking: true,
    });
    const badBody = await post(app, '/api/artist/track', user.headers, { extracted_id: 'deezer:abc' });
    expect(badBody.statusCode).toBe(400);

    for (const [cycle, fans] of ARTIST_FANS.slice(1).entries()) {
      deezer.setArtistFans(artist, fans);
      deezer.setPlaylistFans(playlist, 120_000 + 500 * (cycle + 1));
      clock.advance(DAY);
      const refresh = await post(app, '/api/admin/refresh', admin.headers);
      expect(refresh.json()).toMatchObject({ success: true, failures: 0 });
    }

    const history = (await get(app, `/api/deezer/artist/${artist}/history`, user.headers)).json();
    expect(history.map((point: { followers: number }) => point.followers)).toEqual(ARTIST_FANS);
    const followers = (
      await get(app, `/api/deezer/playlist/${playlist}/followers-history`, user.headers)
    ).json();
    expect(followers.data).toHaveLength(4);
    expect(
      (await get(app, `/api/deezer/track/${track}/popularity-history`, user.headers)).json(),
    ).toHaveLength(4);

    const artists = (await get(app, '/api/user/artists', user.headers)).json().artists;
    expect(artists).toEqual([
      expect.objectContaining({
        spotify_artist_id: `deezer:${artist}`,
        followers: 4_060_000,
        followers_change: 30_000,
      }),
    ]);
    const graded = (await get(app, `/api/deezer/playlist/${playlist}`)).json().chart_analysis;
    const listed = (await get(app, '/api/user/playlists', user.headers)).json().playlists;
    expect(listed[0]).toMatchObject({ spotify_playlist_id: `deezer:${playlist}`, verdict: graded.verdict });

    const placements = (await get(app, `/api/deezer/artist/${artist}/placements`)).json().placements;
    expect(placements).toEqual([
      expect.objectContaining({ playlist_id: `deezer:${playlist}`, track_id: `deezer:${track}` }),
    ]);

    const csv = await get(app, `/api/deezer/artist/${artist}/history.csv`, user.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="artist-deezer-${artist}-history.csv"`,
    );
    const rows = csvParseRows(csv.body.trim());
    expect(rows[0]).toEqual(['checked_at', 'popularity', 'followers', 'source']);
    expect(rows.slice(1).map((row) => Number(row[2]))).toEqual(ARTIST_FANS);

    const created = await post(app, `/api/deezer/playlist/${playlist}/report`, user.headers);
    expect(created.statusCode, created.body).toBe(200);
    const mine = (await get(app, `/api/deezer/playlist/${playlist}/reports`, user.headers)).json().reports;
    expect(mine).toHaveLength(1);
    const report = await get(app, `/report/${created.json().report.token}`);
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Electro Hits');
    expect(report.body).toContain(`href="https://www.deezer.com/playlist/${playlist}"`);
    expect(report.body).toContain('Open the playlist in Deezer');

    const rule = await get(app, `/api/deezer/alerts/rules/artist/${artist}`, user.headers);
    expect(rule.statusCode, rule.body).toBe(200);
  });
});
