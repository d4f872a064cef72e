import { describe, expect, it } from 'vitest';
import { KyselyListeningReads } from '@server/listening/adapters/kysely-listening-reads';
import { signIn } from '../../support/test-app';
import {
  ARTIST,
  AUDIENCE_CSV,
  getAs,
  importFile,
  PLAYLIST_KEY,
  PLAYLISTS_CSV,
  SONGS_CSV,
  useListeningApp,
} from './support/listening-requests';

const PERIOD = { period_start: '2026-01-01', period_end: '2026-01-28' };

describe('listening imports', () => {
  const context = useListeningApp();

  it('refuses anonymous callers with 401 and uploads without the CSRF token with 403', async () => {
    const { app } = context.current;
    for (const url of [`/api/artist/${ARTIST}/listening`, '/api/user/listening-imports'])
      expect((await getAs(app, url)).statusCode, url).toBe(401);
    const user = await signIn(app);
    const noCsrf = await importFile(
      app,
      { ...user, headers: { cookie: user.cookie } },
      { kind: 'audience' },
      AUDIENCE_CSV,
    );
    expect(noCsrf.statusCode).toBe(403);
    const notMultipart = await app.inject({
      method: 'POST',
      url: `/api/artist/${ARTIST}/listening/imports`,
      headers: user.headers,
      payload: { kind: 'audience' },
    });
    expect(notMultipart.json()).toEqual({ success: false, error: 'Send the file as multipart/form-data.' });
  });

  it('fills the charts from the three exports, and a second upload of the same files changes nothing', async () => {
    const { app, database } = context.current;
    const user = await signIn(app);
    const uploads = [
      { fields: { kind: 'audience' }, csv: AUDIENCE_CSV, rows: 3 },
      { fields: { kind: 'songs', ...PERIOD }, csv: SONGS_CSV, rows: 2 },
      { fields: { kind: 'playlists', ...PERIOD }, csv: PLAYLISTS_CSV, rows: 2 },
    ];
    for (const { fields, csv, rows } of uploads) {
      const first = await importFile(app, user, fields, csv);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        rows,
        added: rows,
        updated: 0,
        unchanged: 0,
        import: { kind: fields.kind, rows },
      });
    }
    const listening = (await getAs(app, `/api/artist/${ARTIST}/listening`, user)).json();
    expect(listening.audience).toEqual([
      { date: '2026-01-01', listeners: 1204, streams: 3310, followers: 52010 },
      { date: '2026-01-02', listeners: 1320, streams: 3604, followers: 52066 },
      { date: '2026-01-03', listeners: 1290, streams: 3550, followers: 52101 },
    ]);
    expect(listening.songs[0]).toEqual({
      song: 'All My Gold',
      track_key: null,
      listeners: 11386,
      streams: 26375,
      saves: 1648,
      period_start: '2026-01-01',
      period_end: '2026-01-28',
    });
    expect(listening.playlists).toEqual([
      {
        title: 'Best of 2020',
        author: 'Jordan P.',
        playlist_key: PLAYLIST_KEY,
        periods: [{ period_start: '2026-01-01', period_end: '2026-01-28', listeners: 2, streams: 3 }],
        followers: null,
      },
      expect.objectContaining({ title: 'Release Radar', playlist_key: null, followers: null }),
    ]);
    const reads = new KyselyListeningReads(database.db);
    expect((await reads.playlistListening(user.userId, PLAYLIST_KEY))?.periods).toHaveLength(1);
    expect(await reads.teamPlaylists(user.userId)).toHaveLength(2);

    for (const { fields, csv, rows } of uploads) {
      const again = await importFile(app, user, fields, csv);
      expect(again.json()).toEqual({
        success: true,
        message: `Nothing changed: all ${rows} rows were already imported.`,
        rows,
        added: 0,
        updated: 0,
        unchanged: rows,
        import: null,
      });
    }
    const imports = (await getAs(app, '/api/user/listening-imports', user)).json().imports;
    expect(imports.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
      'audience',
      'playlists',
      'songs',
    ]);

    const corrected = await importFile(
      app,
      user,
      { kind: 'audience' },
      AUDIENCE_CSV.replace('1290,3550', '1291,3550'),
    );
    expect(corrected.json()).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
  });

  it('asks for the mapping of a localized export with a renamed column, then imports it', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const csv = [
      'Follower;Hörer;Datum;Wiedergaben (gesamt)',
      '1.204;5.310;01.03.2025;12.002',
      '1.210;5.402;02.03.2025;12.950',
    ].join('\n');
    const asked = await importFile(app, user, { kind: 'audience' }, csv);
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({
      success: false,
      error: 'Some columns could not be placed (streams): choose which column is which.',
      mapping: {
        header: ['Follower', 'Hörer', 'Datum', 'Wiedergaben (gesamt)'],
        missing: ['streams'],
        unplaced: ['Wiedergaben (gesamt)'],
      },
    });
    expect((await getAs(app, '/api/user/listening-imports', user)).json().imports).toEqual([]);
    const mapped = await importFile(
      app,
      user,
      { kind: 'audience', mapping: JSON.stringify({ streams: 3 }) },
      csv,
    );
    expect(mapped.json()).toMatchObject({ added: 2 });
    const audience = (await getAs(app, `/api/artist/${ARTIST}/listening`, user)).json().audience;
    expect(audience[1]).toEqual({ date: '2025-03-02', listeners: 5402, streams: 12950, followers: 1210 });
  });

  it('refuses a broken file whole, with its line and column, leaving no rows', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const broken = `${AUDIENCE_CSV}\n2026-01-04,12x,3000,52200\n`;
    const refused = await importFile(app, user, { kind: 'audience' }, broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: 'Line 5, column "listeners": "12x" is not a number.',
      line: 5,
      column: 'listeners',
    });
    expect((await getAs(app, `/api/artist/${ARTIST}/listening`, user)).json().audience).toEqual([]);
    expect((await getAs(app, '/api/user/listening-imports', user)).json().imports).toEqual([]);
    const badPeriod = await importFile(
      app,
      user,
      { kind: 'songs', period_start: '2026-02-10', period_end: '2026-02-01' },
      SONGS_CSV,
    );
    expect(badPeriod.json()).toEqual({ success: false, error: 'The period starts after it ends.' });
  });

  it('refuses an over-long song name naming the limit, and says one row in the singular', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const timeline = 'date,listeners,streams\n2026-01-01,10,20\n';
    const long = await importFile(app, user, { kind: 'song_timeline', song: 'x'.repeat(5_000) }, timeline);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      success: false,
      error: 'The song name is longer than 300 characters (5,000 characters): shorten it.',
    });
    const missing = await importFile(app, user, { kind: 'song_timeline', song: '  ' }, timeline);
    expect(missing.json().error).toBe('Choose the song this timeline is about.');
    const one = await importFile(app, user, { kind: 'song_timeline', song: 'All My Gold' }, timeline);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().message).toBe('Imported 1 row: 1 added, 0 updated, 0 unchanged.');
    const again = await importFile(app, user, { kind: 'song_timeline', song: 'All My Gold' }, timeline);
    expect(again.json().message).toBe('Nothing changed: its one row was already imported.');
  });

  it('keeps every account to its own data, and deletes an import with its rows', async () => {
    const { app, database } = context.current;
    const owner = await signIn(app);
    const other = await signIn(app);
    await importFile(app, owner, { kind: 'playlists', ...PERIOD }, PLAYLISTS_CSV);
    const [entry] = (await getAs(app, '/api/user/listening-imports', owner)).json().imports;

    expect((await getAs(app, `/api/artist/${ARTIST}/listening`, other)).json()).toEqual({
      success: true,
      audience: [],
      songs: [],
      song_days: [],
      playlists: [],
    });
    expect((await getAs(app, '/api/user/listening-imports', other)).json().imports).toEqual([]);
    const reads = new KyselyListeningReads(database.db);
    expect(await reads.playlistListening(other.userId, PLAYLIST_KEY)).toBeNull();
    const stolen = await app.inject({
      method: 'DELETE',
      url: `/api/user/listening-imports/${entry.id}`,
      headers: other.headers,
    });
    expect(stolen.statusCode).toBe(404);
    // The public item answers carry none of it; the owner's own playlist answer weighs it in its
    // `listening` fields (playlist-listening-api.test.ts), another account's never sees it.
    for (const url of [`/api/artist/${ARTIST}`, `/api/playlist/${PLAYLIST_KEY}`]) {
      const anonymous = await getAs(app, url, undefined);
      expect(anonymous.body).not.toContain('Release Radar');
      expect(anonymous.body).not.toContain('listening');
      const stranger = await getAs(app, url, other);
      expect(stranger.body).not.toContain('Release Radar');
      if (url.includes('/playlist/')) expect(stranger.json().listening.status).toBe('no_data');
      else expect(stranger.body).not.toContain('listening');
    }

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/user/listening-imports/${entry.id}`,
      headers: owner.headers,
    });
    expect(deleted.json()).toEqual({ success: true, message: 'Import deleted', id: entry.id });
    expect((await getAs(app, `/api/artist/${ARTIST}/listening`, owner)).json().playlists).toEqual([]);
  });
});

describe('kept readings of a tracked item', () => {
  const context = useListeningApp();

  it('imports past readings of an item the account tracks, for that account only', async () => {
    const { app } = context.current;
    const owner = await signIn(app);
    const other = await signIn(app);
    const url = `/api/playlist/${PLAYLIST_KEY}/kept-readings`;
    const csv = 'Datum,Followers\n01.01.2025,"41.200"\n01.02.2025,"43.950"\n';
    const untracked = await importFile(app, owner, {}, csv, { url });
    expect(untracked.statusCode).toBe(404);
    const tracked = await app.inject({
      method: 'POST',
      url: '/api/playlist/track',
      headers: owner.headers,
      payload: { extracted_id: PLAYLIST_KEY },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const imported = await importFile(app, owner, {}, csv, { url });
    expect(imported.json()).toMatchObject({
      added: 2,
      import: { kind: 'item_history', item_key: PLAYLIST_KEY, subject: 'playlist' },
    });
    expect((await getAs(app, url, owner)).json().readings).toEqual([
      { date: '2025-01-01', count: 41200 },
      { date: '2025-02-01', count: 43950 },
    ]);
    expect((await getAs(app, url, other)).json().readings).toEqual([]);
    const history = await getAs(app, `/api/playlist/${PLAYLIST_KEY}/followers-history`, other);
    expect(history.body).not.toContain('2025-01-01');

    // A shared report of the playlist shows its public readings only, never the owner's imports.
    const listened = PLAYLISTS_CSV.replace('Jordan P.,2,3,', 'Jordan P.,456789,987654,');
    expect((await importFile(app, owner, { kind: 'playlists', ...PERIOD }, listened)).json()).toMatchObject({
      added: 2,
    });
    const shared = await app.inject({
      method: 'POST',
      url: `/api/playlist/${PLAYLIST_KEY}/report`,
      headers: owner.headers,
      payload: {},
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const report = await app.inject({
      method: 'GET',
      url: shared.json().report.url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(report.statusCode).toBe(200);
    for (const figure of ['41,200', '41200', '43,950', '987,654', '987654', '456,789', 'Release Radar'])
      expect(report.body).not.toContain(figure);
  });
});
