import { followerHistoryAnswer } from '@domain/analytics';
import { formatCsv } from '@domain/tracking';
import type { SnapshotHistory } from '../ports';

/**
 * The playlist's follower history as a CSV document: one row per follower count, oldest first, with
 * the same anomaly label as the chart (empty when normal).
 */
export async function exportPlaylistFollowersHistory(
  deps: { readonly history: SnapshotHistory },
  spotifyId: string,
): Promise<string> {
  const answer = followerHistoryAnswer(await deps.history.playlistFollowers(spotifyId));
  return formatCsv(
    ['checked_at', 'followers', 'anomaly_type'],
    answer.data.map((point, index) => [
      point.checked_at,
      point.followers,
      answer.anomaly_type[index] ?? null,
    ]),
  );
}
