import {
  describeEvent,
  followerHistoryAnswer,
  gradePlaylist,
  gradePlaylistWithKept,
  withKeptReadings,
} from '@domain/analytics';
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
 * check. With kept readings the grade and its events are the caller's own (gradePlaylistWithKept, as
 * its playlist page grades it) and a kept reading inside an event carries it; the chart's anomaly
 * labels are our checks' alone. A comment line last when its older readings are thinned.
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
  const graded = inputs.get(spotifyId) ?? { points, stays: [], tracks: [] };
  // The caller's own grade, as its playlist page gives it: with its kept readings when it has some.
  const chart = kept.length === 0 ? gradePlaylist(graded) : gradePlaylistWithKept(graded, kept);
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
  const eventAt = (time: number) => spans.find((span) => span.from <= time && time <= span.to);
  const ours = answer.data.map((point, index) => {
    const event = eventAt(Date.parse(point.checked_at));
    return {
      checked_at: point.checked_at,
      followers: point.followers,
      labels: [answer.anomaly_type[index] ?? null, event?.kind ?? null, event?.text ?? null],
    };
  });
  const rows = withKeptReadings(ours, kept, (reading, checked_at) => {
    const event = eventAt(Date.parse(checked_at));
    return {
      checked_at,
      followers: reading.count,
      labels: [null, event?.kind ?? null, event?.text ?? null],
    };
  });
  const csv = formatCsv(
    ['checked_at', 'followers', 'anomaly_type', 'event_kind', 'event', 'playlist_grade', 'source'],
    rows.map(({ row, source }) => [row.checked_at, row.followers, ...row.labels, grade, source]),
  );
  return ok(withThinningComment(csv, points, deps.clock.now()));
}
