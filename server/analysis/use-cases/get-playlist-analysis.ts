import type { PlaylistAnalysis } from '@domain/tracking';
import { fail, ok, type Result } from '../../platform/result';
import type { AnalysisFailure } from '../analysis-failure';
import type { Clock, PlaylistFigures, PlaylistTracks } from '../ports';
import { computeFiguresAndTracklist } from '../compute-figures';

export interface GetPlaylistAnalysisDeps {
  readonly figures: PlaylistFigures;
  readonly tracks: PlaylistTracks;
  readonly clock: Clock;
}

/**
 * The playlist analysis object (docs/product.md §3) of a playlist the user tracks, with its tracklist
 * (position, track, artists, date added, days on the playlist, popularity); no analyst.
 */
export async function getPlaylistAnalysis(
  deps: GetPlaylistAnalysisDeps,
  input: { readonly userId: number; readonly playlistId: string },
): Promise<Result<PlaylistAnalysis, AnalysisFailure>> {
  const { userId, playlistId } = input;
  if (!(await deps.figures.isTracking(userId, 'playlist', playlistId))) return fail({ kind: 'not_tracking' });
  const computed = await computeFiguresAndTracklist(deps, { playlistId, now: deps.clock.now() });
  if (computed.ok) {
    const { figures, tracklist, contentsWithheld } = computed.value;
    return ok({ ...figures.contents, tracks: tracklist, withheld: contentsWithheld ? ['contents'] : [] });
  }
  // Tracked but never stored cannot happen; answer as for an untracked playlist all the same.
  if (computed.error.kind === 'not_tracked') return fail({ kind: 'not_tracking' });
  return fail({ kind: computed.error.kind, cause: computed.error.cause });
}
