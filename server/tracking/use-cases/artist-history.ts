import type { ArtistHistoryEntry } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { SnapshotHistory } from '../ports';

/** Every snapshot of the artist, oldest first. */
export async function readArtistHistory(
  deps: { readonly history: SnapshotHistory },
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<readonly ArtistHistoryEntry[], never>> {
  return ok(await deps.history.artist(spotifyId));
}
