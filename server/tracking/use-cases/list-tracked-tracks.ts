import { lastChange, type TrackedTrackRow } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { SnapshotHistory, TrackedItems } from '../ports';

/**
 * The dashboard's tracks (docs/product.md §3): the user's tracks with their latest reading and the
 * popularity change since the check before it.
 */
export async function listTrackedTracks(
  deps: { readonly items: TrackedItems; readonly history: SnapshotHistory },
  { userId }: { readonly userId: number },
): Promise<Result<TrackedTrackRow[], never>> {
  const items = await deps.items.latestOfUser(userId, 'track');
  const rows = await Promise.all(
    items.map(async (item) => {
      const history = await deps.history.trackPopularity(item.spotifyId);
      return {
        id: item.id,
        spotify_track_id: item.spotifyId,
        track_name: item.name,
        artist_names: item.extra.artist_names ?? '',
        popularity: item.popularity,
        last_checked: item.checkedAt?.toISOString() ?? null,
        popularity_change: lastChange(history.map((entry) => entry.popularity)),
      };
    }),
  );
  return ok(rows);
}
