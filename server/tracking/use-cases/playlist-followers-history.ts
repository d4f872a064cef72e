import { followerHistoryAnswer, withKeptReadings } from '@domain/analytics';
import type { FollowerHistory } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import { derivedOnce } from '../derived-once';
import type { KeptReadings, SnapshotHistory } from '../ports';
import { type HistoryViewer, keptReadingsOf } from './kept-readings-of';

const answerOf = derivedOnce(followerHistoryAnswer);

/**
 * The playlist's follower counts with an anomaly label per point and the average daily change
 * (docs/product.md §3), with the caller's kept readings on days without a check as `imported`.
 */
export async function readPlaylistFollowersHistory(
  deps: { readonly history: SnapshotHistory; readonly kept?: KeptReadings },
  viewer: HistoryViewer,
): Promise<Result<FollowerHistory, never>> {
  const [points, kept] = await Promise.all([
    deps.history.playlistFollowers(viewer.spotifyId),
    keptReadingsOf(deps, 'playlist', viewer),
  ]);
  const answer = answerOf(points);
  const imported = withKeptReadings(answer.data, kept, (reading, checked_at) => ({
    checked_at,
    followers: reading.count,
  })).flatMap(({ row, source }) => (source === 'imported' ? [row] : []));
  return ok(imported.length === 0 ? answer : { ...answer, imported });
}
