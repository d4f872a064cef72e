import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_CURATOR } from '@server/catalog/adapters/demo/paid-rotations';
import { KyselyCuratorPlaylists } from '@server/tracking/adapters/kysely-curator-playlists';
import { signIn } from '../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from './support/tracking-app';

const link = (kind: string, id: string) => `https://open.spotify.com/${kind}/${id}`;

describe('bulk watch list API', () => {
  let testApp: TrackingTestApp;

  beforeAll(async () => {
    testApp = await trackingTestApp('pglite');
  });
  afterAll(async () => testApp.close());

  it('refuses anonymous callers and bodies that are neither text nor lines', async () => {
    const { app } = testApp;
    expect([401, 403]).toContain((await post(app, '/api/track/bulk', {}, { list: 'x' })).statusCode);
    const user = await signIn(app);
    const bad = await post(app, '/api/track/bulk', user.headers, { list: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
  });

  it('adds 50 links in one go, each answered on its line', async () => {
    const { app, catalog } = testApp;
    const user = await signIn(app);
    const items = [
      ...catalog.artists.map((a) => link('artist', a.id)),
      ...catalog.tracks.map((t) => link('track', t.id)),
      ...catalog.playlists.map((p) => link('playlist', p.id)),
    ].slice(0, 50);
    expect(items).toHaveLength(50);
    const response = await post(app, '/api/track/bulk', user.headers, { list: items.join('\n') });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.counts).toEqual({ added: 50 });
    expect(body.results.map((r: { line: number }) => r.line)).toEqual(items.map((_, i) => i + 1));
    const artists = (await get(app, '/api/user/artists', user.headers)).json().artists;
    expect(artists.length).toBe(Math.min(50, catalog.artists.length));
  });

  it('answers a mixed list line by line', async () => {
    const { app, catalog } = testApp;
    const user = await signIn(app);
    const artist = catalog.artists[0]!.id;
    await post(app, '/api/artist/track', user.headers, { extracted_id: artist });
    const playlist = catalog.playlists[0]!.id;
    const lines = [
      link('playlist', playlist),
      link('artist', artist),
      '',
      link('track', '0'.repeat(22)),
      'not a link at all',
      'https://www.deezer.com/en/playlist/908622995',
      link('playlist', playlist),
    ];
    const response = await post(app, '/api/track/bulk', user.headers, { lines });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results;
    expect(results.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual([
      [1, 'added'],
      [2, 'already_tracked'],
      [4, 'not_found'],
      [5, 'not_a_link'],
      [6, 'not_found'],
      [7, 'already_tracked'],
    ]);
    expect(results[2]).toMatchObject({ kind: 'track', id: '0'.repeat(22), error: 'Track not found.' });
    expect(results[3].error).toBe('Not a valid Spotify URL. Please try again.');
    expect(results[4]).toMatchObject({
      id: 'deezer:908622995',
      error: expect.stringContaining('Deezer is off'),
    });
    expect(results[0]).toMatchObject({ kind: 'playlist', id: playlist, error: null });
  });

  it('refuses a bad file whole, with the lines at fault, and tracks nothing from it', async () => {
    const { app, catalog } = testApp;
    const user = await signIn(app);
    const csv = ['name,url', `a,${link('artist', catalog.artists[1]!.id)}`, 'b,"https://open', 'c'].join(
      '\n',
    );
    const malformed = await post(app, '/api/track/bulk', user.headers, { list: csv });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      error: expect.stringContaining('Malformed CSV'),
      lines: [3, 4],
    });
    // A binary file read as text: bytes that are not UTF-8 become U+FFFD, NUL and the like stay.
    const first = link('artist', catalog.artists[1]!.id);
    const undecodable = await post(app, '/api/track/bulk', user.headers, { list: `${first}\n\ufffdPNG\n` });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toEqual({
      success: false,
      error: 'This is not a text or CSV file.',
      lines: [2],
    });
    const controls = await post(app, '/api/track/bulk', user.headers, {
      list: `${first}\n\n\u0000\u0001PNG`,
    });
    expect(controls.statusCode).toBe(400);
    expect(controls.json().error).toMatch(/control characters are not allowed\. \(line 3\.\)$/);
    expect(controls.json().lines).toEqual([3]);
    expect((await get(app, '/api/user/artists', user.headers)).json().artists).toEqual([]);
  });

  it('refuses a list over 100,000 characters with the documented answer, however far over', async () => {
    const { app, catalog } = testApp;
    const user = await signIn(app);
    const first = link('artist', catalog.artists[2]!.id);
    for (const size of [100_001, 250_000]) {
      const list = `${first}\n${'x'.repeat(size - first.length - 1)}`;
      const refused = await post(app, '/api/track/bulk', user.headers, { list });
      expect(refused.statusCode, `${size}`).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        error: 'The list is too big: at most 100,000 characters.',
        lines: [],
      });
    }
    expect((await get(app, '/api/user/artists', user.headers)).json().artists).toEqual([]);
  });

  it('stores each tracked playlist’s owner, so a curator’s other tracked playlists are known', async () => {
    const { app, catalog } = testApp;
    const user = await signIn(app);
    const paid = catalog.playlists.filter((playlist) => playlist.ownerId === PAID_CURATOR.id);
    const lines = paid.slice(0, 2).map((playlist) => link('playlist', playlist.id));
    expect((await post(app, '/api/track/bulk', user.headers, { lines })).json().counts).toEqual({ added: 2 });
    const curators = new KyselyCuratorPlaylists(testApp.database.db);
    const others = await curators.ofOwner(PAID_CURATOR.id, paid[2]!.id);
    expect(others).toHaveLength(2);
    expect(others!.every((other) => typeof other.followers === 'number')).toBe(true);
    expect(await curators.ofOwner(PAID_CURATOR.id, paid[0]!.id)).toHaveLength(1);
    expect(await curators.ofOwner('nobody-at-all', paid[0]!.id)).toEqual([]);
  });

  it('lists a curator’s tracked playlists, with a coordinated jump across two named in both', async () => {
    const { app, catalog, database } = testApp;
    const paid = catalog.playlists.filter((playlist) => playlist.ownerId === PAID_CURATOR.id);
    const items = await database.db
      .selectFrom('tracked_items')
      .select(['id', 'spotify_id'])
      .where('spotify_id', 'in', [paid[0]!.id, paid[1]!.id])
      .execute();
    expect(items).toHaveLength(2);
    const start = Date.parse('2026-03-20T06:00:00Z');
    const rows = items.flatMap((item, index) => {
      let followers = 20_000 + index * 5_000;
      return Array.from({ length: 10 }, (_, day) => {
        followers += day === 6 ? 2_000 + index * 300 : 7;
        const checked_at = new Date(start + day * 86_400_000);
        return {
          item_id: item.id,
          cycle_id: null,
          checked_at,
          followers,
          popularity: null,
          track_count: 20,
          snapshot_id: null,
        };
      });
    });
    await database.db.insertInto('item_snapshots').values(rows).execute();
    const page = await get(app, `/api/curator/${encodeURIComponent(PAID_CURATOR.id)}`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.watched).toBe(2);
    expect(body.coordinated_moves.map((move: { day: string }) => move.day)).toEqual(['2026-03-26']);
    for (const playlist of body.playlists) {
      expect(playlist.coordinated_moves, playlist.name).toMatch(
        /on 2026-03-26, the same day as 1 other playlist by this curator/,
      );
    }
    // The same reason rides in each of the two playlists' graded verdicts on their pages.
    for (const playlist of paid.slice(0, 2)) {
      const chart = (await get(app, `/api/playlist/${playlist.id}`)).json().chart_analysis;
      expect(chart.verdict, playlist.name).not.toBe('insufficient_data');
      expect(chart.reasons.at(-1)).toMatch(/^Gained .* on 2026-03-26, the same day as 1 other playlist/);
    }
    // An owner the music service does not have is not a curator page (404), not an empty one.
    const nobody = await get(app, '/api/curator/nobody-at-all');
    expect(nobody.statusCode, nobody.body).toBe(404);
    expect(nobody.json()).toEqual({ success: false, error: 'No such curator on this music service.' });
    expect((await get(app, '/api/curator/a%20b')).statusCode).toBe(400);
  });
});
