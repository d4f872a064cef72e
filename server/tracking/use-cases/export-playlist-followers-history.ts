import { describeEvent, followerHistoryAnswer, gradePlaylist, withKeptReadings } from '@domain/analytics';
import type { Clock } from '@domain/ports';
import { formatCsv, withThinningComment } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { KeptReadings, PlaylistGradeInputs, SnapshotHistory } from '../ports';
import { type HistoryViewer, keptReadingsOf } from './kept-readings-of';

export interface ExportPlaylistFollowersDeps {
  readonly history: SnapshotHistory;
  /** What the grade weighs, as on the playlist page. */
  readonly gradeInputs: PlaylistGradeInputs;
  readonly clock: Clock;
  /** The caller's kept readings, added as `imported` rows; unset: our checks alone. */
  readonly kept?: KeptReadings;
}

/**
 * The playlist's follower history as a CSV document: one row per follower count, oldest first, with
 * the same anomaly label as the chart (empty when normal), the follower event the row belongs to
 * (its kind and its description, empty outside events), the playlist's grade with its confidence
 * and the row's `source`: `checked`, or `imported` for the caller's kept readings on days without a
 * check (their labels empty: the chart's analysis reads our checks). A comment line last when its
 * older readings are thinned.
 */
export async function exportPlaylistFollowersHistory(
  deps: ExportPlaylistFollowersDeps,
  viewer: HistoryViewer,
): Promise<Result<string, never>> {
  const { spotifyId } = viewer;
  const [points, inputs, kept] = await Promise.all([
    deps.history.playlistFollowers(spotifyId),
    deps.gradeInputs.of([spotifyId]),
    keptReadingsOf(deps, 'playlist', viewer),
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
  const ours = answer.data.map((point, index) => {
    const time = Date.parse(point.checked_at);
    const event = spans.find((span) => span.from <= time && time <= span.to);
    return {
      checked_at: point.checked_at,
      followers: point.followers,
      labels: [answer.anomaly_type[index] ?? null, event?.kind ?? null, event?.text ?? null],
    };
  });
  const rows = withKeptReadings(ours, kept, (reading, checked_at) => ({
    checked_at,
    followers: reading.count,
    labels: [null, null, null],
  }));
  const csv = formatCsv(
    ['checked_at', 'followers', 'anomaly_type', 'event_kind', 'event', 'playlist_grade', 'source'],
    rows.map(({ row, source }) => [row.checked_at, row.followers, ...row.labels, grade, source]),
  );
  return ok(withThinningComment(csv, points, deps.clock.now()));
}
