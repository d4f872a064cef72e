import { formatCsv } from '@domain/tracking';
import type { SnapshotHistory } from '../ports';

/** The artist's history as a CSV document: one row per snapshot, oldest first. */
export async function exportArtistHistory(
  deps: { readonly history: SnapshotHistory },
  spotifyId: string,
): Promise<string> {
  const entries = await deps.history.artist(spotifyId);
  return formatCsv(
    ['checked_at', 'popularity', 'followers'],
    entries.map((entry) => [entry.checked_at, entry.popularity, entry.followers]),
  );
}
