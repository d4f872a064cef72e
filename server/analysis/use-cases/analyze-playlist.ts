import { fail, ok, type Result } from '../../platform/result';
import type { AnalysisFailure } from '../analysis-failure';
import type {
  AnalysisCache,
  AnalysisCacheKey,
  AnalysisFigures,
  Clock,
  PlaylistAnalyst,
  PlaylistFigures,
  PlaylistTracks,
} from '../ports';
import { computeFigures } from '../compute-figures';

export interface PlaylistAnalysisAnswer {
  readonly markdown: string;
  readonly figures: AnalysisFigures;
  /** True when the analysis was already written today for the playlist's latest snapshot. */
  readonly cached: boolean;
}

/** Analyses being written now, by playlist, day and version. */
export type AnalysesInFlight = Map<string, Promise<Result<PlaylistAnalysisAnswer, AnalysisFailure>>>;

export interface AnalyzePlaylistDeps {
  readonly figures: PlaylistFigures;
  readonly tracks: PlaylistTracks;
  readonly analyst: PlaylistAnalyst;
  readonly cache: AnalysisCache;
  readonly clock: Clock;
  /** Analyses being written now, shared by concurrent first requests (one map per process). */
  readonly inFlight: AnalysesInFlight;
}

export interface AnalyzePlaylistInput {
  readonly userId: number;
  readonly playlistId: string;
}

/**
 * Analyses a playlist the user tracks: figures rebuilt from stored history, written up by the
 * analyst at most once per playlist, UTC day and snapshot. Concurrent first requests for the same
 * playlist share one analyst call.
 */
export async function analyzePlaylist(
  deps: AnalyzePlaylistDeps,
  { userId, playlistId }: AnalyzePlaylistInput,
): Promise<Result<PlaylistAnalysisAnswer, AnalysisFailure>> {
  if (!(await deps.figures.isTracking(userId, 'playlist', playlistId))) return fail({ kind: 'not_tracking' });
  const now = deps.clock.now();
  const latest = await deps.figures.latestPlaylistCheck(playlistId);
  const key: AnalysisCacheKey = {
    playlistId,
    day: now.toISOString().slice(0, 10),
    version: `${latest ?? 'never'}|${deps.analyst.name}`,
  };
  const hit = await deps.cache.get(key);
  if (hit) return ok({ ...hit, cached: true });
  const id = `${key.playlistId}|${key.day}|${key.version}`;
  const running = deps.inFlight.get(id);
  if (running) return running;
  const started = analyzeUncached(deps, key, now).finally(() => deps.inFlight.delete(id));
  deps.inFlight.set(id, started);
  return started;
}

async function analyzeUncached(
  deps: AnalyzePlaylistDeps,
  key: AnalysisCacheKey,
  now: Date,
): Promise<Result<PlaylistAnalysisAnswer, AnalysisFailure>> {
  const computed = await computeFigures(deps, { playlistId: key.playlistId, now });
  if (!computed.ok) {
    const kind = computed.error.kind === 'not_tracked' ? 'not_tracking' : computed.error.kind;
    return fail({ kind, cause: computed.error.cause });
  }
  const figures: AnalysisFigures = computed.value;
  const written = await deps.analyst.analyze(figures);
  if (!written.ok) return fail({ kind: 'analyst_failed', cause: written.error });
  const { markdown } = written.value;
  await deps.cache.put(key, { markdown, figures }, now);
  return ok({ markdown, figures, cached: false });
}
