import { followerHistoryAnswer } from '@domain/analytics';
import type { FollowerHistory } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import { derivedOnce } from '../derived-once';
import type { SnapshotHistory } from '../ports';

const answerOf = derivedOnce(followerHistoryAnswer);

/**
 * The playlist's follower counts with an anomaly label per point and the average daily change
 * (docs/product.md §3).
 */
export async function readPlaylistFollowersHistory(
  deps: { readonly history: SnapshotHistory },
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<FollowerHistory, never>> {
  return ok(answerOf(await deps.history.playlistFollowers(spotifyId)));
}
