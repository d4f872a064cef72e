import { withKeptReadings } from '@domain/analytics';
import type { Clock } from '@domain/ports';
import { formatCsv, withThinningComment } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { KeptReadings, SnapshotHistory } from '../ports';
import { type HistoryViewer, keptReadingsOf } from './kept-readings-of';

/**
 * The artist's history as a CSV document: one row per snapshot, oldest first, with the caller's kept
 * readings (their follower counts) on days without one, `source` saying which; a comment line last
 * when its older readings are thinned (retention).
 */
export async function exportArtistHistory(
  deps: { readonly history: SnapshotHistory; readonly clock: Clock; readonly kept?: KeptReadings },
  viewer: HistoryViewer,
): Promise<Result<string, never>> {
  const [entries, kept] = await Promise.all([
    deps.history.artist(viewer.spotifyId),
    keptReadingsOf(deps, 'artist', viewer),
  ]);
  const rows = withKeptReadings(
    entries.map(({ checked_at, popularity, followers }) => ({ checked_at, popularity, followers })),
    kept,
    (reading, checked_at) => ({ checked_at, popularity: null, followers: reading.count }),
  );
  const csv = formatCsv(
    ['checked_at', 'popularity', 'followers', 'source'],
    rows.map(({ row, source }) => [row.checked_at, row.popularity, row.followers, source]),
  );
  return ok(withThinningComment(csv, entries, deps.clock.now()));
}
