import type { ChartAnalysis } from '../catalog/catalog-contracts';
import { type KeptReading, mergeKeptReadings } from './kept-readings';
import { gradePlaylist, type PlaylistGradeInput } from './playlist-grade';

/**
 * The playlist graded with an account's kept readings among its checks (ours win on a day both exist),
 * `coverage.imported` counting the kept readings that took part: the one grade the playlist page and
 * the dashboard give the importing account (issue 34 point 4).
 */
export function gradePlaylistWithKept(
  input: PlaylistGradeInput,
  kept: readonly KeptReading[],
): ChartAnalysis {
  const points = mergeKeptReadings(input.points, kept);
  const imported = points.filter((point) => point.imported).length;
  const chart = gradePlaylist({ ...input, points, imported });
  return chart.coverage ? { ...chart, coverage: { ...chart.coverage, imported } } : chart;
}
