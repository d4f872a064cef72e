import { describeEvent, followerHistoryAnswer, gradePlaylist } from '@domain/analytics';
import type { Clock } from '@domain/ports';
import { formatCsv, withThinningComment } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { PlaylistGradeInputs, SnapshotHistory } from '../ports';

export interface ExportPlaylistFollowersDeps {
  readonly history: SnapshotHistory;
  /** What the grade weighs, as on the playlist page. */
  readonly gradeInputs: PlaylistGradeInputs;
  readonly clock: Clock;
}

/**
 * The playlist's follower history as a CSV document: one row per follower count, oldest first, with
 * the same anomaly label as the chart (empty when normal), the follower event the row belongs to
 * (its kind and its description, empty outside events) and the playlist's grade with its confidence; a comment line first when its older readings are thinned.
 */
export async function exportPlaylistFollowersHistory(
  deps: ExportPlaylistFollowersDeps,
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<string, never>> {
  const [points, inputs] = await Promise.all([
    deps.history.playlistFollowers(spotifyId),
    deps.gradeInputs.of([spotifyId]),
  ]);
  const answer = followerHistoryAnswer(points);
  const chart = gradePlaylist(inputs.get(spotifyId) ?? { points, stays: [], tracks: [] });
  const grade =
    chart.verdict === 'insufficient_data'
      ? chart.verdict
      : `${chart.verdict} (${chart.confidence} confidence)`;
  const spans = chart.events.map((event) => ({
    from: Date.parse(event.start),
    to: Date.parse(event.end),
    kind: event.kind,
    text: describeEvent(event),
  }));
  const csv = formatCsv(
    ['checked_at', 'followers', 'anomaly_type', 'event_kind', 'event', 'playlist_grade'],
    answer.data.map((point, index) => {
      const time = Date.parse(point.checked_at);
      const event = spans.find((span) => span.from <= time && time <= span.to);
      return [
        point.checked_at,
        point.followers,
        answer.anomaly_type[index] ?? null,
        event?.kind ?? null,
        event?.text ?? null,
        grade,
      ];
    }),
  );
  return ok(withThinningComment(csv, points, deps.clock.now()));
}
