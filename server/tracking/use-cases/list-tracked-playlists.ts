import { analyzeFollowerChart } from '@domain/analytics';
import { lastChange, type TrackedPlaylistRow } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { SnapshotHistory, TrackedItems } from '../ports';

/**
 * The dashboard's playlists (docs/product.md §3): the user's playlists with their latest reading,
 * the follower change since the check before it and the bot check's verdict.
 */
export async function listTrackedPlaylists(
  deps: { readonly items: TrackedItems; readonly history: SnapshotHistory },
  { userId }: { readonly userId: number },
): Promise<Result<TrackedPlaylistRow[], never>> {
  const items = await deps.items.latestOfUser(userId, 'playlist');
  const rows = await Promise.all(
    items.map(async (item) => {
      const points = await deps.history.playlistFollowers(item.spotifyId);
      return {
        id: item.id,
        spotify_playlist_id: item.spotifyId,
        playlist_name: item.name,
        followers: item.followers,
        number_of_tracks: item.trackCount,
        last_checked: item.checkedAt?.toISOString() ?? null,
        followers_change: lastChange(points.map((point) => point.followers)),
        verdict: analyzeFollowerChart(points).verdict,
      };
    }),
  );
  return ok(rows);
}
