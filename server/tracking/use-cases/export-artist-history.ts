import { formatCsv } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { SnapshotHistory } from '../ports';

/** The artist's history as a CSV document: one row per snapshot, oldest first. */
export async function exportArtistHistory(
  deps: { readonly history: SnapshotHistory },
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<string, never>> {
  const entries = await deps.history.artist(spotifyId);
  return ok(
    formatCsv(
      ['checked_at', 'popularity', 'followers'],
      entries.map((entry) => [entry.checked_at, entry.popularity, entry.followers]),
    ),
  );
}
