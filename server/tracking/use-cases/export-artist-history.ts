import type { Clock } from '@domain/ports';
import { formatCsv, withThinningComment } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { SnapshotHistory } from '../ports';

/** The artist's history as a CSV document: one row per snapshot, oldest first, after a
 * comment line when its older readings are thinned (retention). */
export async function exportArtistHistory(
  deps: { readonly history: SnapshotHistory; readonly clock: Clock },
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<string, never>> {
  const entries = await deps.history.artist(spotifyId);
  const csv = formatCsv(
    ['checked_at', 'popularity', 'followers'],
    entries.map((entry) => [entry.checked_at, entry.popularity, entry.followers]),
  );
  return ok(withThinningComment(csv, entries, deps.clock.now()));
}
