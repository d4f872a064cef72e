import type { ArtistHistoryEntry } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { KeptReadings, SnapshotHistory } from '../ports';
import { type HistoryViewer, withImportedEntries } from './kept-readings-of';

/**
 * Every snapshot of the artist, oldest first, with the caller's kept follower readings on days
 * without a check among them, marked `imported`.
 */
export async function readArtistHistory(
  deps: { readonly history: SnapshotHistory; readonly kept?: KeptReadings },
  viewer: HistoryViewer,
): Promise<Result<readonly ArtistHistoryEntry[], never>> {
  const entries = await deps.history.artist(viewer.spotifyId);
  return ok(
    await withImportedEntries(deps, 'artist', viewer, entries, (reading, checked_at) => ({
      checked_at,
      popularity: null,
      followers: reading.count,
      imported: true,
    })),
  );
}
