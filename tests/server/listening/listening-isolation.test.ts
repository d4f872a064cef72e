import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { signIn, type SignedInUser, type TestApp } from '../../support/test-app';
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

const DAY_MS = 86_400_000;
const INDEX =
  '<!doctype html><html lang="en-GB"><head><title>Chartpulse</title></head><body><div id="root"></div></body></html>';

/** Figures found nowhere but in the owner's imports: any of them on a page is a leak. */
const SECRETS = ['97531', '97,531', '86420', '86,420', 'Secret Session', '41.777', '41777', '41,777'];

describe('an attacker sees none of an account’s imports or the followers drawn beside them', () => {
  const context = useListeningApp();
  let site: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    // The server-rendered pages as `npm start` serves them: the app's own options with a built SPA.
    dist = mkdtempSync(path.join(tmpdir(), 'cp-listening-site-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({ 'index.html': { file: 'a.js', isEntry: true } }),
    );
    site = await buildApp({ ...context.current.composition.appOptions, spaDir: dist });
  }, 300_000);
  afterAll(async () => {
    await site?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function ownerWithImports(testApp: TestApp): Promise<SignedInUser> {
    const { app, clock } = testApp;
    const owner = await signIn(app);
    const tracked = await app.inject({
      method: 'POST',
      url: '/api/playlist/track',
      headers: owner.headers,
      payload: { extracted_id: PLAYLIST_KEY },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const today = clock.now().toISOString().slice(0, 10);
    const period = {
      period_start: new Date(clock.now().getTime() - 27 * DAY_MS).toISOString().slice(0, 10),
      period_end: today,
    };
    const secretPlaylists = PLAYLISTS_CSV.replace('Jordan P.,2,3,', 'Jordan P.,86420,97531,').replace(
      'Release Radar',
      'Secret Session',
    );
    for (const [fields, csv] of [
      [{ kind: 'audience' }, AUDIENCE_CSV.replace('1204,3310', '97531,86420')],
      [{ kind: 'songs', ...period }, SONGS_CSV],
      [{ kind: 'playlists', ...period }, secretPlaylists],
    ] as const) {
      const imported = await importFile(app, owner, fields, csv);
      expect(imported.statusCode, imported.body).toBe(200);
    }
    const kept = await importFile(app, owner, {}, 'date,count\n2025-06-01,41777\n', {
      url: `/api/playlist/${PLAYLIST_KEY}/kept-readings`,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const own = (await getAs(app, `/api/artist/${ARTIST}/listening`, owner)).json();
    expect(own.playlists[0].followers, 'the owner sees the followers beside it').not.toBeNull();
    // The control: the owner's own answer carries the figures the checks below look for.
    for (const secret of ['97531', '86420', 'Secret Session']) expect(JSON.stringify(own)).toContain(secret);
    return owner;
  }

  it('on every API answer, item page, report and preview image of another account or a visitor', async () => {
    const testApp = context.current;
    const { app } = testApp;
    const owner = await ownerWithImports(testApp);
    const stranger = await signIn(app);
    await app.inject({
      method: 'POST',
      url: '/api/playlist/track',
      headers: stranger.headers,
      payload: { extracted_id: PLAYLIST_KEY },
    });

    const leaks = (body: string, where: string) => {
      for (const secret of SECRETS) expect(body, `${secret} on ${where}`).not.toContain(secret);
    };
    const urls = [
      `/api/artist/${ARTIST}`,
      `/api/playlist/${PLAYLIST_KEY}`,
      `/api/playlist/${PLAYLIST_KEY}/followers-history`,
      `/api/playlist/${PLAYLIST_KEY}/followers-history.csv`,
      `/api/playlist/${PLAYLIST_KEY}/kept-readings`,
      `/api/artist/${ARTIST}/listening`,
      '/api/user/playlists',
      '/api/user/listening-imports',
    ];
    for (const url of urls) {
      leaks((await getAs(app, url, stranger)).body, `${url} (another account)`);
      leaks((await getAs(app, url)).body, `${url} (signed out)`);
    }
    const theirs = (await getAs(app, `/api/artist/${ARTIST}/listening`, stranger)).json();
    expect(theirs.playlists).toEqual([]);
    expect((await getAs(app, `/api/artist/${ARTIST}/listening`)).statusCode).toBe(401);
    const theirRow = (await getAs(app, '/api/user/playlists', stranger)).json().playlists[0];
    expect(theirRow).not.toHaveProperty('verdict_with_listening');

    for (const url of [`/artist/${ARTIST}`, `/playlist/${PLAYLIST_KEY}`]) {
      const visitor = await site.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(visitor.statusCode, url).toBe(200);
      expect(visitor.body).toContain('first-answers');
      leaks(visitor.body, `the server-rendered ${url}`);
      const signedIn = await site.inject({
        url,
        headers: { ...stranger.headers, 'accept-encoding': 'identity' },
      });
      leaks(signedIn.body, `the server-rendered ${url} (another account)`);
    }

    // The owner's own shared report, and its preview image: the same as another account's report.
    const report = async (user: SignedInUser) => {
      const shared = await app.inject({
        method: 'POST',
        url: `/api/playlist/${PLAYLIST_KEY}/report`,
        headers: user.headers,
        payload: {},
      });
      expect(shared.statusCode, shared.body).toBe(200);
      const pagePath = shared.json().report.url.replace(/^https?:\/\/[^/]+/, '');
      const page = await app.inject({ url: pagePath });
      const image = await app.inject({ url: `${pagePath}/og.png` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      return { page: page.body, image: image.rawPayload };
    };
    const ownReport = await report(owner);
    leaks(ownReport.page, "the owner's shared report");
    const strangersReport = await report(stranger);
    expect(Buffer.compare(ownReport.image, strangersReport.image), 'the preview images are the same').toBe(0);
  });
});
