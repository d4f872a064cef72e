import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistInfo } from '@domain/catalog';
import type { WatchOverview } from '@domain/tracking';
import { demoCatalog } from '@server/catalog/adapters/demo/demo-catalog';
import { systemClock } from '@server/platform/system-clock';
import { createScratchDatabase, postgresAvailable } from '../../support/postgres';
import { createTestApp, ManualClock, type SignedInUser, signIn, type TestApp } from '../../support/test-app';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY = 86_400_000;
/** Demo playlists nobody tracks (the demo user is not seeded here). */
const PLAYLISTS = demoCatalog(systemClock)
  .playlists.slice(20, 25)
  .map((playlist) => playlist.id);

function harness(testApp: () => TestApp) {
  const open = (id: string, userAgent: string | undefined, headers: Record<string, string> = {}) =>
    testApp().app.inject({
      method: 'GET',
      url: `/api/playlist/${id}`,
      headers: userAgent ? { ...headers, 'user-agent': userAgent } : headers,
    });
  const overview = async (admin: SignedInUser) => {
    const answer = await testApp().app.inject({
      method: 'GET',
      url: '/api/admin/watched',
      headers: admin.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as WatchOverview & { success: true };
  };
  /** The open is recorded without holding up the answer: wait (bounded) until the admin view shows it. */
  const watchedSoon = async (admin: SignedInUser, id: string) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await overview(admin)).items.some((item) => item.id === id)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${id} was never watched`);
  };
  const refresh = async (admin: SignedInUser) => {
    const run = await testApp().app.inject({
      method: 'POST',
      url: '/api/admin/refresh',
      headers: admin.headers,
    });
    expect(run.statusCode, run.body).toBe(200);
    return run.json() as { snapshots: number };
  };
  return { open, overview, watchedSoon, refresh };
}

describe('watching what people open, on the embedded defaults', () => {
  let testApp: TestApp;
  const clock = new ManualClock(new Date('2026-11-29T09:00:00Z'));
  const { open, overview, watchedSoon, refresh } = harness(() => testApp);

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  }, 180_000);
  afterAll(async () => testApp.close());

  it('shows a playlist one visitor opened, read after a refresh, to a second user who never tracked it; the admin view lists it', async () => {
    const [opened, crawled] = PLAYLISTS;
    const admin = await signIn(testApp.app, { admin: true });
    const first = await signIn(testApp.app);
    expect((await open(opened!, BROWSER, first.headers)).statusCode).toBe(200);
    expect((await open(crawled!, CRAWLER)).statusCode).toBe(200);
    expect((await open(crawled!, undefined)).statusCode).toBe(200);
    await watchedSoon(admin, opened!);

    expect((await refresh(admin)).snapshots).toBe(1);
    clock.advance(DAY);
    expect((await refresh(admin)).snapshots).toBe(1);

    const second = await signIn(testApp.app);
    const history = await testApp.app.inject({
      method: 'GET',
      url: `/api/playlist/${opened}/followers-history`,
      headers: second.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data).toHaveLength(2);
    expect(history.json().read_because).toBe('opened_lately');
    const tracking = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/playlists',
      headers: second.headers,
    });
    expect(tracking.json().playlists).toEqual([]);
    // Read by a client that is not a browser, so this read leaves the watch as it was.
    const info = (await open(opened!, undefined)).json() as PlaylistInfo;
    expect(info.chart_analysis.coverage?.checks).toBe(2);

    const view = await overview(admin);
    expect(view).toMatchObject({
      enabled: true,
      paused: false,
      budget: { max_items: 2000, readings_per_day: 5000, window_days: 30 },
      totals: { items: 1, readings_this_month: 2 },
    });
    expect(view.items).toEqual([
      expect.objectContaining({ kind: 'playlist', id: opened, readings: 2, days_opened: 1 }),
    ]);
  });

  it('keeps the view and the switch to admins, with CSRF; paused, nothing new is watched or read', async () => {
    const admin = await signIn(testApp.app, { admin: true });
    const user = await signIn(testApp.app);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/watched' })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/watched', headers: user.headers }))
        .statusCode,
    ).toBe(403);
    const put = (headers: Record<string, string>, payload: unknown) =>
      testApp.app.inject({ method: 'PUT', url: '/api/admin/watched', headers, payload: payload as object });
    expect((await put({ cookie: admin.cookie }, { paused: true })).statusCode).toBe(403);
    expect((await put(admin.headers, { paused: 'yes' })).statusCode).toBe(400);
    expect((await put(user.headers, { paused: true })).statusCode).toBe(403);
    const paused = await put(admin.headers, { paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true });

    clock.advance(DAY);
    await open(PLAYLISTS[2]!, BROWSER);
    expect((await refresh(admin)).snapshots).toBe(0);
    expect((await overview(admin)).items.map((item) => item.id)).toEqual([PLAYLISTS[0]]);
    expect((await put(admin.headers, { paused: false })).json()).toMatchObject({ paused: false });
  });

  it('tells a member who does not track a playlist that another member tracks it, never who', async () => {
    const [tracker, reader] = [await signIn(testApp.app), await signIn(testApp.app)];
    const playlist = PLAYLISTS[3]!;
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/playlist/track',
      headers: tracker.headers,
      payload: { extracted_id: playlist },
    });
    expect(started.statusCode, started.body).toBe(200);
    const history = await testApp.app.inject({
      method: 'GET',
      url: `/api/playlist/${playlist}/followers-history`,
      headers: reader.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data.length).toBeGreaterThan(0);
    expect(history.json().read_because).toBe('tracked_by_member');
    expect(history.body).not.toContain(tracker.email);
    // The tracker's own tracking is no reason given to them: nobody else reads it.
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/playlist/${playlist}/followers-history`,
      headers: tracker.headers,
    });
    expect(own.json().read_because).toBeNull();
  });

  it('says at once why a playlist is read when members start and stop tracking it, or open it', async () => {
    const admin = await signIn(testApp.app, { admin: true });
    const [first, second] = [await signIn(testApp.app), await signIn(testApp.app)];
    const playlist = PLAYLISTS[4]!;
    const reasonFor = async (member: SignedInUser) => {
      const history = await testApp.app.inject({
        method: 'GET',
        url: `/api/playlist/${playlist}/followers-history`,
        headers: member.headers,
      });
      expect(history.statusCode, history.body).toBe(200);
      return history.json().read_because as string | null;
    };
    const tracking = (member: SignedInUser, change: 'start' | 'stop') =>
      testApp.app.inject({
        method: 'POST',
        url: change === 'start' ? '/api/playlist/track' : '/api/playlist/stop-tracking',
        headers: member.headers,
        payload: change === 'start' ? { extracted_id: playlist } : { remove_id: playlist },
      });

    expect(await reasonFor(first)).toBeNull();
    await open(playlist, BROWSER);
    await watchedSoon(admin, playlist);
    expect(await reasonFor(first)).toBe('opened_lately');
    expect((await tracking(first, 'start')).statusCode).toBe(200);
    // Their own tracking is no reason; the watch goes on.
    expect(await reasonFor(first)).toBe('opened_lately');
    // The second start finds a fresh snapshot: no reading is written, only the tracker.
    expect((await tracking(second, 'start')).statusCode).toBe(200);
    expect(await reasonFor(first)).toBe('tracked_by_member');
    expect(await reasonFor(second)).toBe('tracked_by_member');
    expect((await tracking(second, 'stop')).statusCode).toBe(200);
    expect(await reasonFor(first)).toBe('opened_lately');
    expect(await reasonFor(second)).toBe('tracked_by_member');
  });
});

describe.each([
  { database: 'PGlite', postgres: false },
  ...(postgresAvailable ? [{ database: 'PostgreSQL', postgres: true }] : []),
])('watching within the operator’s budget ($database)', ({ postgres }) => {
  let testApp: TestApp;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const clock = new ManualClock(new Date('2026-11-29T09:00:00Z'));
  const { open, overview, watchedSoon, refresh } = harness(() => testApp);

  beforeAll(async () => {
    scratch = postgres ? await createScratchDatabase() : undefined;
    testApp = await createTestApp({
      clock,
      postgresUrl: scratch?.url,
      configOverrides: { watchOpened: { maxItems: 2, readingsPerDay: 1, windowDays: 3 } },
    });
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
    await scratch?.drop();
  });

  it('drops the least recently opened first, reads members’ items before watched ones, and stops after the window', async () => {
    const admin = await signIn(testApp.app, { admin: true });
    const member = await signIn(testApp.app);
    const [a, b, c, tracked] = PLAYLISTS;
    for (const id of [a!, b!, c!]) {
      await open(id, BROWSER);
      await watchedSoon(admin, id);
      clock.advance(60_000);
    }
    expect((await overview(admin)).items.map((item) => item.id)).toEqual([c, b]);

    const track = await testApp.app.inject({
      method: 'POST',
      url: '/api/playlist/track',
      headers: member.headers,
      payload: { extracted_id: tracked },
    });
    expect(track.statusCode, track.body).toBe(200);
    clock.advance(DAY);
    // The tracked playlist, then one watched reading (the day's budget): the most recently opened.
    expect((await refresh(admin)).snapshots).toBe(2);
    const view = await overview(admin);
    expect(view.totals).toEqual({ items: 2, readings_today: 1, readings_this_month: 1 });
    expect(view.items.find((item) => item.id === c)?.readings).toBe(1);
    expect(view.items.find((item) => item.id === b)?.readings).toBe(0);

    clock.advance(4 * DAY);
    expect((await refresh(admin)).snapshots).toBe(1);
    expect((await overview(admin)).totals.items).toBe(0);
  });
});

describe.each(postgresAvailable ? [{ database: 'PostgreSQL' }] : [])(
  'opens held by one of two API processes ($database)',
  () => {
    let scratch: NonNullable<Awaited<ReturnType<typeof createScratchDatabase>>>;
    const clock = new ManualClock(new Date('2026-11-29T09:00:00Z'));
    let one: TestApp;
    let two: TestApp;

    beforeAll(async () => {
      const created = await createScratchDatabase();
      if (!created) throw new Error('TEST_DATABASE_URL is set but no scratch database was made');
      scratch = created;
      one = await createTestApp({ clock, postgresUrl: scratch.url });
      two = await createTestApp({ clock, postgresUrl: scratch.url });
    }, 180_000);
    afterAll(async () => {
      await two.close();
      await scratch.drop();
    });

    it("are written when that process stops, and the other process's admin view lists them", async () => {
      const { open } = harness(() => one);
      const { overview } = harness(() => two);
      const admin = await signIn(two.app, { admin: true });
      expect((await open(PLAYLISTS[3]!, BROWSER)).statusCode).toBe(200);
      await one.close();
      expect((await overview(admin)).items.map((item) => item.id)).toEqual([PLAYLISTS[3]]);
    });
  },
);
