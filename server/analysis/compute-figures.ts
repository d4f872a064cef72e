import { fail, ok, type Result } from '../platform/result';
import { buildAnalysisFigures } from './analysis-figures';
import type { AnalysisFigures, PlaylistFigures, PlaylistTracks } from './ports';

/** Why a playlist's figures could not be rebuilt; `cause` is for the log only. */
export interface FiguresFailure {
  readonly kind: 'not_tracked' | 'tracks_unavailable';
  readonly cause?: string;
}

/**
 * A tracked playlist's figures as of `now`, rebuilt from its stored history and membership plus
 * the tracks on it now. Nothing a browser sent is used.
 */
export async function computeFigures(
  deps: { readonly figures: PlaylistFigures; readonly tracks: PlaylistTracks },
  input: { readonly playlistId: string; readonly now: Date },
): Promise<Result<AnalysisFigures, FiguresFailure>> {
  const [stored, current] = await Promise.all([
    deps.figures.recordedPlaylist(input.playlistId),
    deps.tracks.currentTracks(input.playlistId),
  ]);
  if (stored === null) return fail({ kind: 'not_tracked' });
  if (!current.ok) return fail({ kind: 'tracks_unavailable', cause: current.error });
  return ok(buildAnalysisFigures(stored, current.value, input.now.toISOString()));
}
