import type { PlaylistAnalysis } from '@domain/tracking';
import type { Clock, PlaylistFigures, PlaylistTracks } from '../ports';
import { computeFigures } from './compute-figures';

export interface GetPlaylistAnalysisDeps {
  readonly figures: PlaylistFigures;
  readonly tracks: PlaylistTracks;
  readonly clock: Clock;
}

export type GetPlaylistAnalysisResult =
  | { ok: true; value: PlaylistAnalysis }
  | { ok: false; error: 'not_tracking' | 'tracks_unavailable'; cause?: string };

/** The playlist analysis object (docs/product.md §3) of a playlist the user tracks; no analyst. */
export async function getPlaylistAnalysis(
  deps: GetPlaylistAnalysisDeps,
  userId: number,
  playlistId: string,
): Promise<GetPlaylistAnalysisResult> {
  if (!(await deps.figures.isTracking(userId, 'playlist', playlistId)))
    return { ok: false, error: 'not_tracking' };
  const computed = await computeFigures(deps, playlistId, deps.clock.now());
  if (computed.ok) return { ok: true, value: computed.value.contents };
  // Tracked but never stored cannot happen; answer as for an untracked playlist all the same.
  if (computed.error === 'not_tracked') return { ok: false, error: 'not_tracking' };
  return { ok: false, error: computed.error, cause: computed.cause };
}
