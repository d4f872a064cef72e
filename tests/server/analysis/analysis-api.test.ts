import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeFollowerChart,
  buildPlaylistAnalysis,
  gradePlaylist,
  type PlaylistTrackFacts,
  playlistTracklist,
} from '@domain/analytics';
import { DemoMusicService } from '@server/catalog';
import { KyselyPlaylistGradeInputs } from '@server/tracking/adapters/kysely-playlist-grade-inputs';
import { KyselySnapshotHistory } from '@server/tracking/adapters/kysely-snapshot-history';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import { FakeOpenAi } from '../../support/fake-openai';
import { signIn } from '../../support/test-app';
import { API_BACKENDS } from '../tracking/support/tracking-database';
import { type AnalysisTestApp, analysisTestApp } from './support/analysis-app';
import { successOf } from '../../support/results';

const ANALYZE = '/api/gemini/analyze_playlist';
const UNAVAILABLE = { success: false, error: 'Analysis temporarily unavailable. Please try refreshing.' };

describe.each(API_BACKENDS)('playlist analysis API on %s', (backend) => {
  let testApp: AnalysisTestApp;
  let app: FastifyInstance;
  let botted: string;
  let clean: string;
  const model = new FakeOpenAi();
  let modelUrl: string;

  const analyze = (target: FastifyInstance, payload: unknown, headers = testApp.tracker.headers) =>
    target.inject({ method: 'POST', url: ANALYZE, headers, payload: payload as object });
  const body = (id: string, extra: object = {}) => ({ playlistData: { spotify_playlist_id: id, ...extra } });

  beforeAll(async () => {
    testApp = await analysisTestApp(backend);
    app = testApp.base.app;
    modelUrl = await model.start();
    const { db } = testApp.base.database;
    const verdicts = new Map<string, string>();
    for (const row of await new KyselyTrackedItems(db).latestOfUser(testApp.tracker.userId, 'playlist')) {
      const points = await new KyselySnapshotHistory(db).playlistFollowers(row.spotifyId);
      verdicts.set(row.spotifyId, analyzeFollowerChart(points).verdict);
    }
    botted = [...verdicts].find(([, verdict]) => verdict === 'likely_botted')![0];
    clean = [...verdicts].find(([, verdict]) => verdict === 'clean')![0];
  });
  afterAll(async () => {
    await model.stop();
    await testApp?.close();
  });

  it('rebuilds every figure on the server from stored history, ignoring what the browser sent', async () => {
    const claimed = { verdict: 'clean', summary: 'All good.', anomalies: [], trend: 'growing' };
    const response = await analyze(
      app,
      body(botted, { id: botted, name: 'x', followers: 1, chart_analysis: claimed }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();

    const { db } = testApp.base.database;
    const now = testApp.base.clock.now().toISOString();
    const playlist = await successOf(new DemoMusicService(testApp.base.clock).getPlaylist(botted));
    const tracks: PlaylistTrackFacts[] = playlist.items!.map(({ track }) => ({
      trackId: track!.id,
      name: track!.name,
      popularity: track!.popularity,
      releaseDate: track!.album.releaseDate,
      durationMs: track!.durationMs,
      explicit: track!.explicit,
      artists: track!.artists.map(({ id, name }) => ({ id, name })),
    }));
    const stays = [...((await new KyselyPlaylistGradeInputs(db).of([botted])).get(botted)?.stays ?? [])];
    const expected = buildPlaylistAnalysis({ memberships: stays, tracks }, now);
    const chart = gradePlaylist((await new KyselyPlaylistGradeInputs(db).of([botted])).get(botted)!);

    expect(answer).toMatchObject({ success: true, cached: false, ...expected });
    expect(answer.playlist_analysis).toEqual(expected);
    expect(answer.chart_analysis).toEqual(chart);
    expect(chart.verdict).toBe('likely_botted');
    expect(answer.growth).toMatchObject({
      latest: expect.any(Number),
      cumulative_growth_rate: expect.any(Number),
    });
    expect(answer.analysis).toContain('**Verdict: likely botted (');
    expect(answer.analysis).toContain('## What this means for a pitcher');

    const view = await app.inject({
      url: `/api/playlist/${botted}/analysis`,
      headers: testApp.tracker.headers,
    });
    expect(view.statusCode, view.body).toBe(200);
    const tracklist = playlistTracklist({ memberships: stays, tracks }, now);
    expect(view.json()).toEqual({ success: true, ...expected, tracks: tracklist, withheld: [] });
    expect(tracklist).toHaveLength(tracks.length);
    expect(tracklist[0]).toMatchObject({ position: 1, name: tracks[0]!.name, added_at: expect.any(String) });
    expect(tracklist.every((row) => row.days_on_playlist !== null && row.days_on_playlist >= 0)).toBe(true);
  });

  it('serves a second request the same day from the cache', async () => {
    const first = await analyze(app, body(clean));
    const second = await analyze(app, body(clean));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ success: true, cached: true, analysis: first.json().analysis });
    expect(second.json().analysis).toContain('**Verdict: clean (high confidence).**');
  });

  it('calls the configured model once per playlist and day, and answers 503 when it fails', async () => {
    const withModel = await analysisTestApp(backend, {
      aiProvider: 'openai',
      openaiBaseUrl: modelUrl,
      openaiApiKey: model.apiKey!,
      openaiModel: 'llama-test',
    });
    try {
      const headers = withModel.tracker.headers;
      model.reset();
      model.replies.push({ kind: 'error', status: 500, message: 'model crashed' });
      const failed = await analyze(withModel.base.app, body(clean), headers);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual(UNAVAILABLE);

      model.replies.push({ kind: 'text', text: '## Summary\n\nWritten by the model.' });
      const written = await analyze(withModel.base.app, body(clean), headers);
      expect(written.json()).toMatchObject({
        success: true,
        cached: false,
        analysis: '## Summary\n\nWritten by the model.',
      });
      const again = await analyze(withModel.base.app, body(clean), headers);
      expect(again.json()).toMatchObject({ cached: true, analysis: '## Summary\n\nWritten by the model.' });
      expect(model.requests).toHaveLength(2);
    } finally {
      await withModel.close();
    }
  });

  it('refuses anonymous callers, missing CSRF tokens and playlists the user does not track', async () => {
    const anonymous = await app.inject({ method: 'POST', url: ANALYZE, payload: body(botted) });
    expect(anonymous.statusCode).toBe(403); // no CSRF token: refused before anything else
    const { csrf } = testApp.tracker;
    const noSession = await analyze(app, body(botted), {
      cookie: `csrf_access_token=${csrf}`,
      'x-csrf-token': csrf,
    });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toMatchObject({ success: false });
    expect((await app.inject({ url: `/api/playlist/${botted}/analysis` })).statusCode).toBe(401);

    const withoutHeader = await analyze(app, body(botted), { cookie: testApp.tracker.cookie });
    expect(withoutHeader.statusCode).toBe(403);

    const stranger = await signIn(testApp.base.app);
    const refused = await analyze(app, body(botted), stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: 'Track this playlist first to see its analysis.',
    });
    const view = await app.inject({ url: `/api/playlist/${botted}/analysis`, headers: stranger.headers });
    expect(view.statusCode).toBe(403);
  });

  it('answers 400 to bad bodies and 413 to oversized ones', async () => {
    const bad = [
      {},
      { playlistData: {} },
      { playlistData: { spotify_playlist_id: 'not-an-id' } },
      { ...body(botted), extra: true },
      body(botted, { unexpected: 'field' }),
      body(botted, { id: clean }),
      body(botted, { description: 'x'.repeat(5_001) }),
      body(botted, { chart_analysis: { verdict: 'great', summary: '', anomalies: [], trend: 'flat' } }),
      [1, 2],
    ];
    for (const payload of bad) {
      const response = await analyze(app, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    const huge = await analyze(app, body(botted, { description: 'x'.repeat(70_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false });
    const badId = await app.inject({ url: '/api/playlist/nope/analysis', headers: testApp.tracker.headers });
    expect(badId.statusCode).toBe(400);
  });

  it('limits analyses to 20 an hour per user', async () => {
    const user = await signIn(app);
    const track = await app.inject({
      method: 'POST',
      url: '/api/playlist/track',
      headers: user.headers,
      payload: { extracted_id: clean },
    });
    expect(track.statusCode, track.body).toBe(200);
    for (let call = 1; call <= 20; call += 1) {
      expect((await analyze(app, body(clean), user.headers)).statusCode, `call ${call}`).toBe(200);
    }
    const over = await analyze(app, body(clean), user.headers);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false });
    expect(over.headers['retry-after']).toBeDefined();
    const other = await signIn(app);
    expect((await analyze(app, body(clean), other.headers)).statusCode).toBe(403);
  });

  it('documents both routes in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/docs/openapi.json' })).json();
    expect(document.paths['/api/gemini/analyze_playlist'].post.tags).toEqual(['analysis']);
    expect(document.paths['/api/playlist/{id}/analysis'].get).toBeDefined();
  });
});
