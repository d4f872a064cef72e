import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFollowerChart } from '@domain/analytics';
import { KyselySnapshotHistory } from '@server/tracking/adapters/kysely-snapshot-history';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import { signIn, type SignedInUser } from '../../support/test-app';
import { API_BACKENDS } from '../tracking/support/tracking-database';
import { type AnalysisTestApp, analysisTestApp } from './support/analysis-app';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe.each(API_BACKENDS)('shared playlist reports on %s', (backend) => {
  let testApp: AnalysisTestApp;
  let app: FastifyInstance;
  let botted: { id: string; name: string };
  let stranger: SignedInUser;

  const create = (id: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/api/playlist/${id}/report`, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const revoke = (token: string, headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: `/api/reports/${token}`, headers });

  beforeAll(async () => {
    testApp = await analysisTestApp(backend);
    app = testApp.base.app;
    const { db } = testApp.base.database;
    for (const row of await new KyselyTrackedItems(db).latestOfUser(testApp.tracker.userId, 'playlist')) {
      const points = await new KyselySnapshotHistory(db).playlistFollowers(row.spotifyId);
      if (analyzeFollowerChart(points).verdict === 'likely_botted') {
        botted = { id: row.spotifyId, name: row.name };
        break;
      }
    }
    stranger = await signIn(app);
  });
  afterAll(async () => testApp?.close());

  it('lets only a signed-in tracker of the playlist create a link, with the CSRF token', async () => {
    const csrf = await get('/api/get-csrf-token');
    const token = csrf.json().csrf_token as string;
    const anonymous = await create(botted.id, {
      cookie: `csrf_access_token=${token}`,
      'x-csrf-token': token,
    });
    expect(anonymous.statusCode).toBe(401);
    const notTracking = await create(botted.id, stranger.headers);
    expect(notTracking.statusCode).toBe(403);
    expect(notTracking.json()).toEqual({
      success: false,
      error: 'Track this playlist first to share its report.',
    });
    const withoutCsrf = await create(botted.id, { cookie: testApp.tracker.cookie });
    expect(withoutCsrf.statusCode).toBe(403);
    expect((await create('not-an-id', testApp.tracker.headers)).statusCode).toBe(400);
  });

  it('serves the frozen report to anyone holding the link: HTML without script, noindex, og tags', async () => {
    const created = await create(botted.id, testApp.tracker.headers);
    expect(created.statusCode, created.body).toBe(200);
    const { report } = created.json();
    expect(report).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      url: `${testApp.base.config.publicUrl}/report/${report.token}`,
      created_at: testApp.base.clock.now().toISOString(),
      expires_at: null,
    });

    const page = await get(`/report/${report.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    const html = page.body;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`<meta property="og:title" content="${botted.name}: Likely botted">`);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
    expect(html).toContain(
      `<meta property="og:image" content="${testApp.base.config.publicUrl}/report/${report.token}/og.png">`,
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).toContain('<svg');
    expect(html).toContain('Follower events');
    expect(html).toMatch(/<td>[^<]+<\/td><td>\d+-day (burst|drip|purge)<\/td>/);
    expect(html).toContain('confidence</span></p>');
    expect(html).toContain('Curation');
    expect(html).toContain('Written analysis');
    expect(html).toMatch(/Data as of \d\d\/\d\d\/\d{4}/);
    expect(html).not.toContain(testApp.tracker.email);

    const image = await get(`/report/${report.token}/og.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('keeps the report as it was when the link was made', async () => {
    const { report } = (await create(botted.id, testApp.tracker.headers)).json();
    const before = (await get(`/report/${report.token}`)).body;
    const { db } = testApp.base.database;
    const item = await db
      .selectFrom('tracked_items')
      .select('id')
      .where('spotify_id', '=', botted.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('item_snapshots')
      .values({
        item_id: item.id,
        cycle_id: null,
        checked_at: new Date(testApp.base.clock.now().getTime() + 60_000),
        followers: 9_999_999,
        popularity: null,
        track_count: 1,
        snapshot_id: null,
      })
      .execute();
    expect((await get(`/report/${report.token}`)).body).toBe(before);
  });

  it("lists each user's own links only, and lets only the creator revoke one (then 410)", async () => {
    const { report } = (await create(botted.id, testApp.tracker.headers)).json();
    const mine = (await get(`/api/playlist/${botted.id}/reports`, testApp.tracker.headers)).json();
    expect(mine.success).toBe(true);
    expect(mine.reports).toContainEqual(report);
    expect((await get(`/api/playlist/${botted.id}/reports`, stranger.headers)).json()).toEqual({
      success: true,
      reports: [],
    });
    expect((await get(`/api/playlist/${botted.id}/reports`)).statusCode).toBe(401);

    const refused = await revoke(report.token, stranger.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, error: 'No such report.' });
    expect((await get(`/report/${report.token}`)).statusCode).toBe(200);

    expect((await revoke(report.token, testApp.tracker.headers)).json()).toEqual({ success: true });
    const gone = await get(`/report/${report.token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toMatch(/^text\/html/);
    expect(gone.body).toContain('Report no longer available');
    expect((await get(`/report/${report.token}/og.png`)).statusCode).toBe(410);
    expect((await revoke(report.token, testApp.tracker.headers)).statusCode).toBe(404);
    const listed = (await get(`/api/playlist/${botted.id}/reports`, testApp.tracker.headers)).json();
    expect(listed.reports).not.toContainEqual(report);
  });

  it('gives a link the expiry chosen when creating it: it works until then, then answers 410 and leaves the list', async () => {
    const { clock } = testApp.base;
    const created = await app.inject({
      method: 'POST',
      url: `/api/playlist/${botted.id}/report`,
      headers: testApp.tracker.headers,
      payload: { expires_in_days: 7 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { report } = created.json();
    expect(report.expires_at).toBe(new Date(clock.now().getTime() + 7 * 86_400_000).toISOString());
    for (const invalid of [0, 8, 'never', -7]) {
      const refused = await app.inject({
        method: 'POST',
        url: `/api/playlist/${botted.id}/report`,
        headers: testApp.tracker.headers,
        payload: { expires_in_days: invalid },
      });
      expect(refused.statusCode, String(invalid)).toBe(400);
      expect(refused.json().error).toContain('must be 7, 30, 90 or null (never)');
    }
    const png = await get(`/report/${report.token}/og.png`);
    expect(png.statusCode).toBe(200);
    clock.advance(7 * 86_400_000 - 1);
    expect((await get(`/report/${report.token}`)).statusCode).toBe(200);
    clock.advance(1);
    expect((await get(`/report/${report.token}`)).statusCode).toBe(410);
    expect((await get(`/report/${report.token}/og.png`)).statusCode).toBe(410);
    const listed = (await get(`/api/playlist/${botted.id}/reports`, testApp.tracker.headers)).json();
    expect(listed.reports.map((link: { token: string }) => link.token)).not.toContain(report.token);
  });

  it('documents the share-link calls in the OpenAPI document, and not the public pages', async () => {
    const paths = Object.keys((await get('/api/docs/openapi.json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/playlist/{id}/report',
        '/api/playlist/{id}/reports',
        '/api/reports/{token}',
      ]),
    );
    expect(paths.filter((path) => path.startsWith('/report'))).toEqual([]);
  });

  it('answers unknown and malformed tokens with the 404 page, and a malformed revocation with 400', async () => {
    for (const url of [
      '/report/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/report/%3Cscript%3E',
      '/report/x/og.png',
      '/report',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Report not found');
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    expect((await revoke('bad token!', testApp.tracker.headers)).statusCode).toBe(400);
  });
});
