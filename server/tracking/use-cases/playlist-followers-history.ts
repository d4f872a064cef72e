import { followerHistoryAnswer } from '@domain/analytics';
import { ok, type Result } from '../../platform/result';
import type { HistoryCache, SnapshotHistory } from '../ports';

/**
 * The playlist's follower counts with an anomaly label per point and the average daily change
 * (docs/product.md §3), as JSON text (cached).
 */
export async function readPlaylistFollowersHistory(
  deps: { readonly history: SnapshotHistory; readonly historyCache: HistoryCache },
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<string, never>> {
  return ok(
    await deps.historyCache.json('playlist', spotifyId, 'followers', async () =>
      followerHistoryAnswer(await deps.history.playlistFollowers(spotifyId)),
    ),
  );
}
