import type { Clock } from '@domain/ports';
import { formatCsv, withThinningComment } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { SnapshotHistory } from '../ports';

/** The track's popularity history as a CSV document: one row per snapshot, oldest first, after a
 * comment line when its older readings are thinned (retention). */
export async function exportTrackPopularityHistory(
  deps: { readonly history: SnapshotHistory; readonly clock: Clock },
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<string, never>> {
  const entries = await deps.history.trackPopularity(spotifyId);
  const csv = formatCsv(
    ['checked_at', 'popularity'],
    entries.map((entry) => [entry.checked_at, entry.popularity]),
  );
  return ok(withThinningComment(csv, entries, deps.clock.now()));
}
