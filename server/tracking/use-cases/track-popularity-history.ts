import type { TrackPopularityEntry } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { SnapshotHistory } from '../ports';

/** The track's popularity at every snapshot, oldest first. */
export async function readTrackPopularityHistory(
  deps: { readonly history: SnapshotHistory },
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<readonly TrackPopularityEntry[], never>> {
  return ok(await deps.history.trackPopularity(spotifyId));
}
