import { playlistTracklist } from '@domain/analytics';
import type { PlaylistTrackRow } from '@domain/tracking';
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
  const computed = await computeFiguresAndTracklist(deps, input);
  return computed.ok ? ok(computed.value.figures) : computed;
}

/** The same figures, and the tracklist (each track with when it was added) from the same reads. */
export async function computeFiguresAndTracklist(
  deps: { readonly figures: PlaylistFigures; readonly tracks: PlaylistTracks },
  input: { readonly playlistId: string; readonly now: Date },
): Promise<
  Result<
    { figures: AnalysisFigures; tracklist: PlaylistTrackRow[]; contentsWithheld: boolean },
    FiguresFailure
  >
> {
  const [stored, current] = await Promise.all([
    deps.figures.recordedPlaylist(input.playlistId),
    deps.tracks.currentTracks(input.playlistId),
  ]);
  if (stored === null) return fail({ kind: 'not_tracked' });
  if (!current.ok) return fail({ kind: 'tracks_unavailable', cause: current.error });
  const now = input.now.toISOString();
  const tracks = current.value ?? [];
  return ok({
    figures: buildAnalysisFigures(stored, tracks, now),
    tracklist: playlistTracklist({ memberships: stored.memberships, tracks }, now),
    contentsWithheld: current.value === null,
  });
}
