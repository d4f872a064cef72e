import { formatCsv } from '@domain/tracking';
import type { SnapshotHistory } from '../ports';

/** The track's popularity history as a CSV document: one row per snapshot, oldest first. */
export async function exportTrackPopularityHistory(
  deps: { readonly history: SnapshotHistory },
  spotifyId: string,
): Promise<string> {
  const entries = await deps.history.trackPopularity(spotifyId);
  return formatCsv(
    ['checked_at', 'popularity'],
    entries.map((entry) => [entry.checked_at, entry.popularity]),
  );
}
