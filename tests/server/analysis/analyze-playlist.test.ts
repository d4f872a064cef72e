import { beforeEach, describe, expect, it } from 'vitest';
import { buildPlaylistAnalysis, playlistTracklist } from '@domain/analytics';
import { answeringFailures } from '@server/analysis/adapters/failure-answering-analyst';
import { InMemoryAnalysisCache } from '../../support/fakes/analysis/in-memory-analysis-cache';
import { getPlaylistAnalysis } from '@server/analysis/use-cases/get-playlist-analysis';
import { analyzePlaylist } from '@server/analysis/use-cases/analyze-playlist';
import { ManualClock } from '../../support/test-app';
import {
  FixedPlaylistTracks,
  InMemoryPlaylistFigures,
  RecordingAnalyst,
} from '../../support/fakes/analysis/in-memory-ports';
import { aPlaylistHistory, NOW, spotifyId, TRACKS } from './support/playlist-history';

const USER = 7;
const PLAYLIST = spotifyId('botted');

describe('analyzing a playlist (use case on in-memory ports)', () => {
  let figures: InMemoryPlaylistFigures;
  let tracks: FixedPlaylistTracks;
  let analyst: RecordingAnalyst;
  let clock: ManualClock;
  let analyze: (userId: number, playlistId: string) => ReturnType<typeof analyzePlaylist>;

  beforeEach(() => {
    const stored = aPlaylistHistory().withSpike(40, 6000).withSpike(20, -3500).stored(PLAYLIST);
    figures = new InMemoryPlaylistFigures().store(stored).track(USER, PLAYLIST);
    tracks = new FixedPlaylistTracks(TRACKS);
    analyst = new RecordingAnalyst();
    clock = new ManualClock(new Date(NOW));
    // Wrapped as the module wires every analyst: what one throws comes back as its failure.
    const wired = answeringFailures(analyst);
    const deps = {
      figures,
      tracks,
      analyst: wired,
      cache: new InMemoryAnalysisCache(),
      clock,
      inFlight: new Map(),
    };
    analyze = (userId, playlistId) => analyzePlaylist(deps, { userId, playlistId });
  });

  it('rebuilds the figures from stored history and hands them to the analyst', async () => {
    const result = await analyze(USER, PLAYLIST);
    expect(result).toMatchObject({ ok: true, value: { markdown: '## Summary\n\nFine.', cached: false } });
    expect(analyst.calls).toHaveLength(1);
    const given = analyst.calls[0]!;
    const stored = (await figures.recordedPlaylist(PLAYLIST))!;
    expect(given.contents).toEqual(
      buildPlaylistAnalysis({ memberships: stored.memberships, tracks: TRACKS }, NOW),
    );
    expect(given.chart.verdict).toBe('likely_botted');
    expect(given.playlist).toMatchObject({ spotifyId: PLAYLIST, checks: 121, lastCheckedAt: NOW });
    expect(given.turnover).toMatchObject({ addedLast30Days: 5, removedLast30Days: 5 });
  });

  it('answers a second request the same day from the cache, without the analyst', async () => {
    await analyze(USER, PLAYLIST);
    clock.advance(3 * 60 * 60_000);
    const again = await analyze(USER, PLAYLIST);
    expect(again).toMatchObject({ ok: true, value: { cached: true, markdown: '## Summary\n\nFine.' } });
    expect(analyst.calls).toHaveLength(1);
  });

  it('writes again on a new UTC day and after a new snapshot', async () => {
    await analyze(USER, PLAYLIST);
    clock.advance(24 * 60 * 60_000);
    expect((await analyze(USER, PLAYLIST)).ok).toBe(true);
    expect(analyst.calls).toHaveLength(2);

    const stored = (await figures.recordedPlaylist(PLAYLIST))!;
    const next = { checked_at: clock.now().toISOString(), followers: 20_000, track_count: 20 };
    figures.store({ ...stored, readings: [...stored.readings, next] });
    const afterCycle = await analyze(USER, PLAYLIST);
    expect(afterCycle).toMatchObject({ ok: true, value: { cached: false } });
    expect(analyst.calls).toHaveLength(3);
  });

  it('refuses a playlist the user does not track, before any work', async () => {
    expect(await analyze(USER + 1, PLAYLIST)).toEqual({ ok: false, error: { kind: 'not_tracking' } });
    expect(await analyze(USER, spotifyId('other'))).toEqual({ ok: false, error: { kind: 'not_tracking' } });
    expect(analyst.calls).toHaveLength(0);
  });

  it('reports an analyst failure as a value with its cause, and caches nothing', async () => {
    analyst.answer = { ok: false, error: 'Gemini stopped with MAX_TOKENS' };
    expect(await analyze(USER, PLAYLIST)).toEqual({
      ok: false,
      error: { kind: 'analyst_failed', cause: 'Gemini stopped with MAX_TOKENS' },
    });
    analyst.answer = { ok: true, value: { markdown: 'Recovered.' } };
    expect(await analyze(USER, PLAYLIST)).toMatchObject({ ok: true, value: { markdown: 'Recovered.' } });
    expect(analyst.calls).toHaveLength(2);
  });

  it('turns an analyst that throws into the same failure value', async () => {
    analyst.analyze = async () => {
      throw new Error('socket hang up');
    };
    expect(await analyze(USER, PLAYLIST)).toEqual({
      ok: false,
      error: { kind: 'analyst_failed', cause: 'socket hang up' },
    });
  });

  it('fails as a value when the tracks cannot be read now', async () => {
    tracks.failing = 'quota';
    expect(await analyze(USER, PLAYLIST)).toEqual({
      ok: false,
      error: { kind: 'tracks_unavailable', cause: 'quota' },
    });
    expect(analyst.calls).toHaveLength(0);
  });

  it('shares one analyst call between concurrent first requests', async () => {
    let release = () => {};
    analyst.gate = new Promise((resolve) => {
      release = resolve;
    });
    const both = Promise.all([analyze(USER, PLAYLIST), analyze(USER, PLAYLIST)]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const [first, second] = await both;
    expect(first.ok && second.ok).toBe(true);
    expect(analyst.calls).toHaveLength(1);
  });
});

describe('reading the playlist analysis object (use case)', () => {
  it('answers the figures of a tracked playlist and refuses others', async () => {
    const stored = aPlaylistHistory().stored(PLAYLIST);
    const deps = {
      figures: new InMemoryPlaylistFigures().store(stored).track(USER, PLAYLIST),
      tracks: new FixedPlaylistTracks(TRACKS),
      clock: new ManualClock(new Date(NOW)),
    };
    expect(await getPlaylistAnalysis(deps, { userId: USER, playlistId: PLAYLIST })).toEqual({
      ok: true,
      value: {
        ...buildPlaylistAnalysis({ memberships: stored.memberships, tracks: TRACKS }, NOW),
        tracks: playlistTracklist({ memberships: stored.memberships, tracks: TRACKS }, NOW),
        withheld: [],
      },
    });
    expect(await getPlaylistAnalysis(deps, { userId: USER + 1, playlistId: PLAYLIST })).toEqual({
      ok: false,
      error: { kind: 'not_tracking' },
    });
  });
});
