import { followerHistoryAnswer, withKeptReadings } from '@domain/analytics';
import type { FollowerHistory, ReadReason } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import { derivedOnce } from '../derived-once';
import type { KeptReadings, ReadReasons, SnapshotHistory } from '../ports';
import { type HistoryViewer, keptReadingsOf } from './kept-readings-of';

const answerOf = derivedOnce(followerHistoryAnswer);
/** The answer with its `read_because`, one copy per cached answer (its JSON is then made once too). */
const withReason = (reason: ReadReason | null) =>
  derivedOnce((history: FollowerHistory): FollowerHistory => ({ ...history, read_because: reason }));
const WITH_REASON: Record<ReadReason | 'none', (history: FollowerHistory) => FollowerHistory> = {
  tracked_by_member: withReason('tracked_by_member'),
  opened_lately: withReason('opened_lately'),
  none: withReason(null),
};

/**
 * The playlist's follower counts with an anomaly label per point and the average daily change
 * (docs/product.md §3), with the caller's kept readings on days without a check as `imported`, and
 * why the install reads it (`read_because`) when `reasons` is given.
 */
export async function readPlaylistFollowersHistory(
  deps: { readonly history: SnapshotHistory; readonly kept?: KeptReadings; readonly reasons?: ReadReasons },
  viewer: HistoryViewer,
): Promise<Result<FollowerHistory, never>> {
  const [points, kept, reason] = await Promise.all([
    deps.history.playlistFollowers(viewer.spotifyId),
    keptReadingsOf(deps, 'playlist', viewer),
    deps.reasons?.whyRead('playlist', viewer.spotifyId, viewer.userId ?? null),
  ]);
  const history = answerOf(points);
  const answer = reason === undefined ? history : WITH_REASON[reason ?? 'none'](history);
  if (kept.length === 0) return ok(answer);
  const imported = withKeptReadings(answer.data, kept, (reading, checked_at) => ({
    checked_at,
    followers: reading.count,
  })).flatMap(({ row, source }) => (source === 'imported' ? [row] : []));
  return ok(imported.length === 0 ? answer : { ...answer, imported });
}
