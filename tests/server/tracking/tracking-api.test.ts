import { csvParseRows } from 'd3-dsv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessCycleClaim } from '@server/tracking/adapters/in-process-cycle-claim';
import { PostgresCycleClaim } from '@server/tracking/adapters/postgres-cycle-claim';
import { signIn } from '../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from './support/tracking-app';
import { BACKENDS } from './support/tracking-database';

const DAY = 86_400_000;

describe.each(BACKENDS)('tracking API on %s', (backend) => {
  let testApp: TrackingTestApp;
  let artistId: string;
  let trackId: string;
  let playlistId: string;

  beforeAll(async () => {
    testApp = await trackingTestApp(backend);
    artistId = testApp.catalog.artists[0]!.id;
    trackId = testApp.catalog.tracks[0]!.id;
    playlistId = testApp.catalog.playlists[0]!.id;
  });
  afterAll(async () => testApp.close());

  it('refuses anonymous callers with 401 and malformed ids with 400', async () => {
    const { app } = testApp;
    for (const url of [
      `/api/user/is-tracking-artist/${artistId}`,
      '/api/user/artists',
      `/api/artist/${artistId}/history`,
      `/api/track/${trackId}/popularity-history`,
      `/api/playlist/${playlistId}/followers-history`,
    ]) {
      expect((await get(app, url)).statusCode, url).toBe(401);
    }
    const user = await signIn(app);
    const badTrack = await post(app, '/api/artist/track', user.headers, { extracted_id: 'not-an-id' });
    expect(badTrack.statusCode).toBe(400);
    expect(badTrack.json()).toMatchObject({ success: false });
    expect((await post(app, '/api/playlist/track', user.headers, {})).statusCode).toBe(400);
    expect((await get(app, '/api/user/tracking/abc', user.headers)).statusCode).toBe(400);
    expect((await get(app, '/api/artist/abc/history', user.headers)).statusCode).toBe(400);
  });

  it('answers 404 for an id the music service does not know', async () => {
    const user = await signIn(testApp.app);
    const response = await post(testApp.app, '/api/track/track', user.headers, {
      extracted_id: '0'.repeat(22),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Track not found.' });
  });

  it('tracks, lists, snapshots each cycle and keeps history after stopping', async () => {
    const { app, clock } = testApp;
    const user = await signIn(app);
    const admin = await signIn(app, { admin: true });
    expect((await get(app, `/api/user/is-tracking-artist/${artistId}`, user.headers)).json()).toEqual({
      is_tracking: false,
      tracking_since: null,
    });
    for (const [kind, id] of [
      ['artist', artistId],
      ['track', trackId],
      ['playlist', playlistId],
    ]) {
      const started = await post(app, `/api/${kind}/track`, user.headers, { extracted_id: id });
      expect(started.statusCode, started.body).toBe(200);
      // The reading it took, for the page to draw at once; no words of its own (the page has them).
      expect(started.json()).toEqual({
        success: true,
        already_tracking: false,
        reading: {
          checked_at: '2026-04-01T08:00:00.000Z',
          followers: kind === 'track' ? null : expect.any(Number),
          popularity: kind === 'playlist' ? null : expect.any(Number),
          track_count: kind === 'playlist' ? expect.any(Number) : null,
        },
      });
    }
    const again = await post(app, '/api/artist/track', user.headers, { extracted_id: artistId });
    expect(again.json()).toEqual({ success: true, already_tracking: true, reading: null });
    // When this user started tracking, for the cards' "since you started tracking (…)".
    expect((await get(app, `/api/user/is-tracking-artist/${artistId}`, user.headers)).json()).toEqual({
      is_tracking: true,
      tracking_since: '2026-04-01T08:00:00.000Z',
    });
    expect((await get(app, `/api/user/tracking/${playlistId}`, user.headers)).json()).toEqual({
      is_tracking: true,
      tracking_since: '2026-04-01T08:00:00.000Z',
    });

    for (let cycle = 0; cycle < 2; cycle++) {
      clock.advance(DAY);
      const refresh = await post(app, '/api/admin/refresh', admin.headers);
      expect(refresh.json()).toMatchObject({ success: true, failures: 0 });
      expect(refresh.json().snapshots).toBeGreaterThanOrEqual(3);
    }

    const history = (await get(app, `/api/artist/${artistId}/history`, user.headers)).json();
    expect(Array.isArray(history)).toBe(true);
    expect(history.map((entry: { checked_at: string }) => entry.checked_at)).toEqual([
      '2026-04-01T08:00:00.000Z',
      '2026-04-02T08:00:00.000Z',
      '2026-04-03T08:00:00.000Z',
    ]);
    expect(typeof history[0].followers).toBe('number');
    const popularity = (await get(app, `/api/track/${trackId}/popularity-history`, user.headers)).json();
    expect(popularity).toHaveLength(3);
    expect(Object.keys(popularity[0]).sort()).toEqual(['checked_at', 'popularity']);
    const followers = (await get(app, `/api/playlist/${playlistId}/followers-history`, user.headers)).json();
    expect(followers.data).toHaveLength(3);
    expect(followers.anomaly_type).toHaveLength(3);
    expect(typeof followers.average_daily_change).toBe('number');

    const artists = (await get(app, '/api/user/artists', user.headers)).json();
    expect(artists).toMatchObject({ success: true });
    expect(artists.artists).toEqual([
      {
        id: expect.any(Number),
        spotify_artist_id: artistId,
        artist_name: testApp.catalog.artists[0]!.name,
        popularity: expect.any(Number),
        followers: expect.any(Number),
        last_checked: '2026-04-03T08:00:00.000Z',
        followers_change: expect.any(Number),
        popularity_change: expect.any(Number),
        // Three daily checks: no reading is 7 or 30 days old yet.
        followers_change_7d: null,
        followers_change_7d_percent: null,
        followers_change_30d: null,
        followers_change_30d_percent: null,
        popularity_change_7d: null,
        popularity_change_30d: null,
        sparkline: [expect.any(Number), expect.any(Number), expect.any(Number)],
        // No playlist carries the artist's tracks in this catalog: nothing moved, none botted.
        placements: { added: [], removed: [], botted: [] },
      },
    ]);
    const tracks = (await get(app, '/api/user/tracks', user.headers)).json().tracks;
    expect(tracks[0]).toMatchObject({ spotify_track_id: trackId, artist_names: expect.any(String) });
    expect(tracks[0].artist_names.length).toBeGreaterThan(0);
    const playlists = (await get(app, '/api/user/playlists', user.headers)).json().playlists;
    expect(playlists[0]).toMatchObject({
      spotify_playlist_id: playlistId,
      followers: expect.any(Number),
      number_of_tracks: expect.any(Number),
      followers_change: expect.any(Number),
      verdict: 'insufficient_data',
    });

    const other = await signIn(app);
    await post(app, '/api/artist/track', other.headers, { extracted_id: artistId });
    const stopped = await post(app, '/api/artist/stop-tracking', user.headers, { remove_id: artistId });
    expect(stopped.json()).toMatchObject({ success: true });
    expect((await get(app, '/api/user/artists', user.headers)).json().artists).toEqual([]);
    expect(
      (await get(app, `/api/user/is-tracking-artist/${artistId}`, user.headers)).json().is_tracking,
    ).toBe(false);
    expect((await get(app, `/api/artist/${artistId}/history`, other.headers)).json()).toHaveLength(3);
  });

  it('shows new snapshots in history answers at once, though answers are cached', async () => {
    const { app, clock } = testApp;
    const user = await signIn(app);
    const admin = await signIn(app, { admin: true });
    const id = testApp.catalog.playlists[1]!.id;
    const historyUrl = `/api/playlist/${id}/followers-history`;
    expect((await get(app, historyUrl, user.headers)).json().data).toEqual([]);
    await post(app, '/api/playlist/track', user.headers, { extracted_id: id });
    expect((await get(app, historyUrl, user.headers)).json().data).toHaveLength(1);
    clock.advance(DAY);
    await post(app, '/api/admin/refresh', admin.headers);
    expect((await get(app, historyUrl, user.headers)).json().data).toHaveLength(2);
  });

  it('lets a user see and stop only their own tracking', async () => {
    const { app } = testApp;
    const owner = await signIn(app);
    const stranger = await signIn(app);
    const id = testApp.catalog.tracks[1]!.id;
    await post(app, '/api/track/track', owner.headers, { extracted_id: id });

    expect((await get(app, `/api/user/is-tracking-track/${id}`, stranger.headers)).json()).toEqual({
      is_tracking: false,
      tracking_since: null,
    });
    expect((await get(app, '/api/user/tracks', stranger.headers)).json()).toEqual({
      success: true,
      tracks: [],
    });
    const refused = await post(app, '/api/track/stop-tracking', stranger.headers, { remove_id: id });
    expect(refused.statusCode).toBe(404);
    expect((await get(app, `/api/user/is-tracking-track/${id}`, owner.headers)).json()).toMatchObject({
      is_tracking: true,
    });
  });

  it('keeps the admin refresh for admins', async () => {
    const user = await signIn(testApp.app);
    expect((await post(testApp.app, '/api/admin/refresh', user.headers)).statusCode).toBe(403);
    const withoutCsrf = await testApp.app.inject({
      method: 'POST',
      url: '/api/artist/track',
      headers: { cookie: user.cookie },
      payload: { extracted_id: artistId },
    });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it('answers 409 to the admin refresh while another process holds the cycle claim', async () => {
    const { app, database, config } = testApp;
    const admin = await signIn(app, { admin: true });
    // What another process on the same database would hold while it runs a cycle.
    const elsewhere = config.databaseUrl
      ? new PostgresCycleClaim(config.databaseUrl)
      : new InProcessCycleClaim(database.db);
    expect(await elsewhere.tryAcquire()).toBe(true);
    try {
      const refused = await post(app, '/api/admin/refresh', admin.headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        error: 'A refresh cycle is already running in another process. Try again when it is done.',
      });
    } finally {
      await elsewhere.release();
    }
    expect((await post(app, '/api/admin/refresh', admin.headers)).json()).toMatchObject({ success: true });
  });

  it('exports every history as CSV to signed-in users, with the same rows as the JSON answers', async () => {
    const { app, clock, database } = testApp;
    const ids = {
      artist: testApp.catalog.artists[3]!.id,
      track: testApp.catalog.tracks[3]!.id,
      playlist: testApp.catalog.playlists[3]!.id,
    };
    const urls = {
      artist: `/api/artist/${ids.artist}/history`,
      track: `/api/track/${ids.track}/popularity-history`,
      playlist: `/api/playlist/${ids.playlist}/followers-history`,
    };
    for (const url of Object.values(urls)) expect((await get(app, `${url}.csv`)).statusCode, url).toBe(401);
    const user = await signIn(app);
    const admin = await signIn(app, { admin: true });
    for (const kind of ['artist', 'track', 'playlist'] as const) {
      await post(app, `/api/${kind}/track`, user.headers, { extracted_id: ids[kind] });
    }
    clock.advance(DAY);
    await post(app, '/api/admin/refresh', admin.headers);
    // Twenty more days of a steady playlist, then a bot-like jump: the last row is an anomaly.
    const item = await database.db
      .selectFrom('tracked_items')
      .select('id')
      .where('spotify_id', '=', ids.playlist)
      .executeTakeFirstOrThrow();
    const start = clock.now().getTime();
    await database.db
      .insertInto('item_snapshots')
      .values(
        Array.from({ length: 21 }, (_, day) => ({
          item_id: item.id,
          cycle_id: null,
          checked_at: new Date(start + (day + 1) * DAY),
          followers: day === 20 ? 5_000_000 : 1000 + day * 10,
          popularity: null,
          track_count: 10,
          snapshot_id: null,
        })),
      )
      .execute();

    const artist = await get(app, `${urls.artist}.csv`, user.headers);
    expect(artist.statusCode, artist.body).toBe(200);
    expect(artist.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(artist.headers['content-disposition']).toBe(
      `attachment; filename="artist-${ids.artist}-history.csv"`,
    );
    const artistRows = csvParseRows(artist.body);
    expect(artistRows[0]).toEqual(['checked_at', 'popularity', 'followers', 'source']);
    const artistJson = (await get(app, urls.artist, user.headers)).json();
    expect(artistJson).toHaveLength(2);
    expect(artistRows.slice(1)).toEqual(
      artistJson.map((entry: { checked_at: string; popularity: number; followers: number }) =>
        [entry.checked_at, entry.popularity, entry.followers, 'checked'].map(String),
      ),
    );
    expect(artistRows[1]![0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const track = await get(app, `${urls.track}.csv`, user.headers);
    expect(track.headers['content-disposition']).toBe(
      `attachment; filename="track-${ids.track}-history.csv"`,
    );
    const trackJson = (await get(app, urls.track, user.headers)).json();
    expect(csvParseRows(track.body)).toEqual([
      ['checked_at', 'popularity', 'source'],
      ...trackJson.map((entry: { checked_at: string; popularity: number }) => [
        entry.checked_at,
        String(entry.popularity),
        'checked',
      ]),
    ]);

    const playlist = await get(app, `${urls.playlist}.csv`, user.headers);
    expect(playlist.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(playlist.headers['content-disposition']).toBe(
      `attachment; filename="playlist-${ids.playlist}-history.csv"`,
    );
    const playlistRows = csvParseRows(playlist.body);
    const followers = (await get(app, urls.playlist, user.headers)).json();
    expect(followers.data).toHaveLength(23);
    expect(playlistRows[0]).toEqual([
      'checked_at',
      'followers',
      'anomaly_type',
      'event_kind',
      'event',
      'playlist_grade',
      'source',
    ]);
    expect(playlistRows.slice(1).map((row) => row.slice(0, 3))).toEqual(
      followers.data.map((point: { checked_at: string; followers: number }, index: number) => [
        point.checked_at,
        String(point.followers),
        followers.anomaly_type[index] ?? '',
      ]),
    );
    const flaggedRows = playlistRows.slice(1).filter((row) => row[2] !== '');
    expect(
      flaggedRows.every((row) =>
        /^(burst|drip|purge) on [^ ]+ \([+-][\d,]+ in \d+ days?, [+-]?\d+% of the audience before it\)$/.test(
          row[4]!,
        ),
      ),
    ).toBe(true);
    expect(new Set(playlistRows.slice(1).map((row) => row[5])).size).toBe(1);
    expect(playlistRows.at(-1)![2]).not.toBe('');
    expect(playlistRows.filter((row) => row[2] === '').length).toBeGreaterThan(10);

    const document = (await get(app, '/api/docs/openapi.json')).json();
    for (const path of ['/api/artist/{id}/history.csv', '/api/track/{id}/popularity-history.csv']) {
      expect(document.paths[path].get.responses['200'].content, path).toHaveProperty('text/csv');
    }
    expect(document.paths).toHaveProperty(['/api/playlist/{id}/followers-history.csv']);
  });
});
