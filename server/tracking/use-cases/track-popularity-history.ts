import type { TrackPopularityEntry } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { KeptReadings, SnapshotHistory } from '../ports';
import { type HistoryViewer, withImportedEntries } from './kept-readings-of';

/**
 * The track's popularity at every snapshot, oldest first, with the caller's kept readings (a track's
 * count is its popularity) on days without a check among them, marked `imported`.
 */
export async function readTrackPopularityHistory(
  deps: { readonly history: SnapshotHistory; readonly kept?: KeptReadings },
  viewer: HistoryViewer,
): Promise<Result<readonly TrackPopularityEntry[], never>> {
  const entries = await deps.history.trackPopularity(viewer.spotifyId);
  return ok(
    await withImportedEntries(deps, 'track', viewer, entries, (reading, checked_at) => ({
      checked_at,
      popularity: reading.count,
      imported: true,
    })),
  );
}
