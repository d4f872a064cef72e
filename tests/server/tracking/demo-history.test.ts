import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradePlaylist } from '@domain/analytics';
import { DemoMusicService, demoHistorySource } from '@server/catalog';
import { KyselyHistoryImport } from '@server/tracking/adapters/kysely-history-import';
import { KyselyPlaylistGradeInputs } from '@server/tracking/adapters/kysely-playlist-grade-inputs';
import { KyselySnapshotHistory } from '@server/tracking/adapters/kysely-snapshot-history';
import { KyselyItemSummaries } from '@server/tracking/adapters/kysely-item-summaries';
import { KyselyPlacementDigests } from '@server/tracking/adapters/kysely-placement-digests';
import { listTrackedArtists } from '@server/tracking/use-cases/list-tracked-artists';
import { listTrackedPlaylists } from '@server/tracking/use-cases/list-tracked-playlists';
import { listTrackedTracks } from '@server/tracking/use-cases/list-tracked-tracks';
import { createTrackingModule } from '@server/tracking/tracking-module';
import { seedDemoHistory } from '@server/tracking/use-cases/seed-demo-history';
import { DEMO_LOGINS } from '@server/accounts/demo-accounts';
import { createTestApp, csrfFor, ManualClock, type TestApp } from '../../support/test-app';
import { insertUser, openTrackingDatabase, type TrackingDatabase } from './support/tracking-database';
import { successOf } from '../../support/results';

describe('demo history seeding', () => {
  let store: TrackingDatabase;
  const now = new Date('2026-11-22T09:30:00Z');
  const source = demoHistorySource(new DemoMusicService(new ManualClock(now)));
  const seed = (userId: number) =>
    successOf(seedDemoHistory({ historyImport: new KyselyHistoryImport(store.db), source }, { userId, now }));

  beforeAll(async () => {
    store = await openTrackingDatabase('pglite');
  });
  afterAll(async () => store.close());

  it('gives the demo user a year of daily history, botted playlists included, and runs once', async () => {
    const userId = await insertUser(store.db, 'demo@chartpulse.local');
    const started = performance.now();
    const written = await seed(userId);
    console.log(`demo history: ${written} snapshots in ${Math.round(performance.now() - started)} ms`);

    const ports = {
      summaries: new KyselyItemSummaries(store.db),
      placementDigests: new KyselyPlacementDigests(store.db),
      clock: { now: () => new Date() },
    };
    const [artists, tracks, playlists] = await Promise.all([
      successOf(listTrackedArtists(ports, { userId })),
      successOf(listTrackedTracks(ports, { userId })),
      successOf(listTrackedPlaylists(ports, { userId })),
    ]);
    expect(artists.length).toBeGreaterThanOrEqual(3);
    expect(tracks.length).toBeGreaterThanOrEqual(3);
    expect(playlists.length).toBeGreaterThanOrEqual(4);
    expect(written).toBe((artists.length + tracks.length + playlists.length) * 366);
    for (const row of [...artists, ...tracks, ...playlists]) expect(row.last_checked).toBe(now.toISOString());

    const analyses = [];
    for (const playlist of playlists) {
      const points = await new KyselySnapshotHistory(store.db).playlistFollowers(
        playlist.spotify_playlist_id,
      );
      expect(points).toHaveLength(366);
      expect(points[0]!.checked_at).toBe('2025-11-22T09:30:00.000Z');
      const inputs = await new KyselyPlaylistGradeInputs(store.db).of([playlist.spotify_playlist_id]);
      analyses.push(gradePlaylist(inputs.get(playlist.spotify_playlist_id)!));
    }
    const verdicts = analyses.map((analysis) => analysis.verdict);
    // A newcomer sees every grade.
    expect([...new Set(verdicts)].sort()).toEqual(['clean', 'likely_botted', 'suspicious']);
    // …and a featured playlist whose burst the tracked viral track's popularity explains.
    const corroborated = analyses.filter((analysis) =>
      analysis.against.some((reason) =>
        /^On .+ 1 tracked track on the playlist rose in popularity \(.+ \+\d+ points\), as real listeners would: the burst looks organic\.$/.test(
          reason,
        ),
      ),
    );
    expect(corroborated.map((analysis) => analysis.verdict)).toEqual(['suspicious']);
    // …which says why it stays suspicious rather than clean.
    expect(corroborated[0]!.reasons.at(-1)).toMatch(
      /^Still suspicious, and not clean: .*streams from bots raise popularity too/,
    );
    // The dashboard rows carry the verdicts the pages give, and what moved since the day before.
    expect(playlists.map((playlist) => playlist.verdict)).toEqual(verdicts);
    for (const row of [...artists, ...playlists]) expect(row.followers_change).toEqual(expect.any(Number));
    for (const row of [...artists, ...tracks]) expect(row.popularity_change).toEqual(expect.any(Number));

    const stays = await store.db.selectFrom('playlist_memberships').select(['removed_at']).execute();
    expect(stays.some((stay) => stay.removed_at !== null)).toBe(true);
    const cycle = await store.db.selectFrom('refresh_cycles').selectAll().executeTakeFirstOrThrow();
    expect(cycle.finished_at?.toISOString()).toBe(now.toISOString());

    expect(await seed(userId)).toBe(0);
  });

  it("is the tracking module's first start step for the demo user, and none without one", async () => {
    await store.reset();
    const userId = await insertUser(store.db, 'demo@chartpulse.local');
    const tracked = async () =>
      (await store.db.selectFrom('user_tracking').select('item_id').where('user_id', '=', userId).execute())
        .length;
    // One artist's year keeps this quick; the whole catalog's is seeded above.
    const oneArtist = {
      chooseItems: (at: Date, days: number) =>
        source
          .chooseItems(at, days)
          .filter((item) => item.kind === 'artist')
          .slice(0, 1),
      musicAt: source.musicAt.bind(source),
    };
    const startWith = async (demoUser: number | null) => {
      const tracking = createTrackingModule({
        db: store.db,
        music: new DemoMusicService(new ManualClock(now)),
        clock: new ManualClock(now),
        refreshIntervalMinutes: 60,
        jobRunner: 'inline',
        tuning: { schedule: false },
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
        alertsAfterCycle: async () => undefined,
        demo: { source: () => oneArtist, userId: () => demoUser },
      });
      await tracking.start();
      await tracking.stop();
    };
    await startWith(null);
    expect(await tracked()).toBe(0);
    await startWith(userId);
    expect(await tracked()).toBe(1);
  });
});

describe('demo history on a fresh embedded database', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const started = performance.now();
    testApp = await createTestApp({ configOverrides: { seedDemo: true } });
    console.log(`first start with demo seeding: ${Math.round(performance.now() - started)} ms`);
  });
  afterAll(async () => testApp.close());

  it('lets the demo user open their dashboard and a botted playlist with a chart analysis', async () => {
    const { app } = testApp;
    const anonymous = await csrfFor(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: anonymous.headers,
      payload: DEMO_LOGINS.user,
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const playlists = (await app.inject({ method: 'GET', url: '/api/user/playlists', headers })).json()
      .playlists;
    expect(playlists.length).toBeGreaterThanOrEqual(4);
    const artists = (await app.inject({ method: 'GET', url: '/api/user/artists', headers })).json().artists;
    expect(artists.length).toBeGreaterThanOrEqual(3);

    const verdicts = [];
    for (const playlist of playlists) {
      const info = await app.inject({ method: 'GET', url: `/api/playlist/${playlist.spotify_playlist_id}` });
      expect(info.statusCode, info.body).toBe(200);
      verdicts.push(info.json().chart_analysis.verdict);
    }
    expect(verdicts).not.toContain('insufficient_data');
    expect(verdicts.some((verdict) => verdict === 'suspicious' || verdict === 'likely_botted')).toBe(true);
  });
});
