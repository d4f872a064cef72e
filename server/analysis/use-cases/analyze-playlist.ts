import type {
  AnalysisCache,
  AnalysisCacheKey,
  AnalysisFigures,
  Clock,
  PlaylistAnalyst,
  PlaylistFigures,
  PlaylistTracks,
} from '../ports';
import { computeFigures } from './compute-figures';

export interface AnalyzePlaylistDeps {
  readonly figures: PlaylistFigures;
  readonly tracks: PlaylistTracks;
  readonly analyst: PlaylistAnalyst;
  readonly cache: AnalysisCache;
  readonly clock: Clock;
}

export interface PlaylistAnalysisAnswer {
  readonly markdown: string;
  readonly figures: AnalysisFigures;
  /** True when the analysis was already written today for the playlist's latest snapshot. */
  readonly cached: boolean;
}

export type AnalyzePlaylistError = 'not_tracking' | 'tracks_unavailable' | 'analyst_failed';

export type AnalyzePlaylistResult =
  | { ok: true; value: PlaylistAnalysisAnswer }
  | { ok: false; error: AnalyzePlaylistError; cause?: string };

export type AnalyzePlaylist = (userId: number, playlistId: string) => Promise<AnalyzePlaylistResult>;

/**
 * Analyses a playlist the user tracks: figures rebuilt from stored history, written up by the
 * analyst at most once per playlist, UTC day and snapshot. Concurrent first requests for the same
 * playlist share one analyst call.
 */
export function makeAnalyzePlaylist(deps: AnalyzePlaylistDeps): AnalyzePlaylist {
  const inFlight = new Map<string, Promise<AnalyzePlaylistResult>>();

  async function analyzeUncached(key: AnalysisCacheKey, now: Date): Promise<AnalyzePlaylistResult> {
    const computed = await computeFigures(deps, key.playlistId, now);
    if (!computed.ok) {
      const error = computed.error === 'not_tracked' ? 'not_tracking' : computed.error;
      return { ok: false, error, cause: computed.cause };
    }
    const figures = computed.value;
    let written: Awaited<ReturnType<PlaylistAnalyst['analyze']>>;
    try {
      written = await deps.analyst.analyze(figures);
    } catch (error) {
      written = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    if (!written.ok) return { ok: false, error: 'analyst_failed', cause: written.reason };
    await deps.cache.put(key, { markdown: written.markdown, figures }, now);
    return { ok: true, value: { markdown: written.markdown, figures, cached: false } };
  }

  return async (userId, playlistId) => {
    if (!(await deps.figures.isTracking(userId, 'playlist', playlistId)))
      return { ok: false, error: 'not_tracking' };
    const now = deps.clock.now();
    const latest = await deps.figures.latestPlaylistCheck(playlistId);
    const key: AnalysisCacheKey = {
      playlistId,
      day: now.toISOString().slice(0, 10),
      version: `${latest ?? 'never'}|${deps.analyst.name}`,
    };
    const hit = await deps.cache.get(key);
    if (hit) return { ok: true, value: { ...hit, cached: true } };
    const id = `${key.playlistId}|${key.day}|${key.version}`;
    const running = inFlight.get(id);
    if (running) return running;
    const started = analyzeUncached(key, now).finally(() => inFlight.delete(id));
    inFlight.set(id, started);
    return started;
  };
}
