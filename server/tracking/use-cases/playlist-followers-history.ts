import { followerHistoryAnswer } from '@domain/analytics';
import type { HistoryCache, SnapshotHistory } from '../ports';

/**
 * The playlist's follower counts with an anomaly label per point and the average daily change
 * (docs/product.md §3), as JSON text (cached).
 */
export function readPlaylistFollowersHistory(
  deps: { readonly history: SnapshotHistory; readonly historyCache: HistoryCache },
  spotifyId: string,
): Promise<string> {
  return deps.historyCache.json('playlist', spotifyId, 'followers', async () =>
    followerHistoryAnswer(await deps.history.playlistFollowers(spotifyId)),
  );
}
