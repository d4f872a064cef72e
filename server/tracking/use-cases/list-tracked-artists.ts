import { lastChange, type TrackedArtistRow } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { SnapshotHistory, TrackedItems } from '../ports';

/**
 * The dashboard's artists (docs/product.md §3): the user's artists with their latest reading and
 * the follower and popularity changes since the check before it.
 */
export async function listTrackedArtists(
  deps: { readonly items: TrackedItems; readonly history: SnapshotHistory },
  { userId }: { readonly userId: number },
): Promise<Result<TrackedArtistRow[], never>> {
  const items = await deps.items.latestOfUser(userId, 'artist');
  const rows = await Promise.all(
    items.map(async (item) => {
      const history = await deps.history.artist(item.spotifyId);
      return {
        id: item.id,
        spotify_artist_id: item.spotifyId,
        artist_name: item.name,
        popularity: item.popularity,
        last_checked: item.checkedAt?.toISOString() ?? null,
        followers_change: lastChange(history.map((entry) => entry.followers)),
        popularity_change: lastChange(history.map((entry) => entry.popularity)),
      };
    }),
  );
  return ok(rows);
}
