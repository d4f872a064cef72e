import { buildAnalysisFigures } from '../analysis-figures';
import type { AnalysisFigures, PlaylistFigures, PlaylistTracks } from '../ports';

export type ComputeFiguresResult =
  | { ok: true; value: AnalysisFigures }
  | { ok: false; error: 'not_tracked' | 'tracks_unavailable'; cause?: string };

/**
 * A tracked playlist's figures as of `now`, rebuilt from its stored history and membership plus
 * the tracks on it now. Nothing a browser sent is used.
 */
export async function computeFigures(
  deps: { readonly figures: PlaylistFigures; readonly tracks: PlaylistTracks },
  playlistId: string,
  now: Date,
): Promise<ComputeFiguresResult> {
  const [stored, current] = await Promise.all([
    deps.figures.recordedPlaylist(playlistId),
    deps.tracks.currentTracks(playlistId),
  ]);
  if (stored === null) return { ok: false, error: 'not_tracked' };
  if (!current.ok) return { ok: false, error: 'tracks_unavailable', cause: current.error };
  return { ok: true, value: buildAnalysisFigures(stored, current.tracks, now.toISOString()) };
}
