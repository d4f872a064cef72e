import { followerHistoryAnswer } from '@domain/analytics';
import { formatCsv } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { SnapshotHistory } from '../ports';

/**
 * The playlist's follower history as a CSV document: one row per follower count, oldest first, with
 * the same anomaly label as the chart (empty when normal).
 */
export async function exportPlaylistFollowersHistory(
  deps: { readonly history: SnapshotHistory },
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<string, never>> {
  const answer = followerHistoryAnswer(await deps.history.playlistFollowers(spotifyId));
  return ok(
    formatCsv(
      ['checked_at', 'followers', 'anomaly_type'],
      answer.data.map((point, index) => [
        point.checked_at,
        point.followers,
        answer.anomaly_type[index] ?? null,
      ]),
    ),
  );
}
