import type { ChartAnalysis } from '../catalog/catalog-contracts';
import { analyzeFollowerChart } from './chart-analysis';
import { curationChurn } from './curation-churn';
import { parseIsoInstant } from './iso-instant';
import type { PlaylistMembership } from './playlist-input';
import type { TrackPopularity } from './popularity-rises';

/**
 * The version of the grading rules. Bump it with any change that can change a grade (detectors,
 * thresholds, signals): grades stored under an older version are recomputed when the server starts.
 * 2: tracked tracks' popularity weighs toward organic (popularity-corroboration.ts).
 * 3: slow drips judged against the listeners' noise on both sides of the run, a paused weekday left out
 *    of their spread; extreme days at 5x the typical change.
 * 4: a drip switched on from the baseline needs a flat baseline (no climb leading up to it); days
 *    between 4x and 5x the typical change are marked extreme on the chart but not graded.
 * 5: small counts: a graded extreme day clears five typical changes by the counting noise as well,
 *    and a plateau's baseline spread is at least the counting noise of its rate; a drip's flatness
 *    allows the climb in the listeners' rate that the audience's growth over it explains.
 */
export const GRADING_VERSION = 5;

/** Everything a playlist's grade weighs, as tracking records it. */
export interface PlaylistGradeInput {
  /** Its follower counts, in any order. */
  readonly points: ReadonlyArray<{ readonly checked_at: string; readonly followers: number }>;
  /** Its recorded track stays (curation churn, and which tracks were on it when). */
  readonly stays: readonly PlaylistMembership[];
  /** The popularity of the tracked tracks among its stays (popularity-rises.ts). */
  readonly tracks: readonly TrackPopularity[];
  /** How many of `points` are an account's kept readings (gradePlaylistWithKept): said as readings. */
  readonly imported?: number;
}

/**
 * The playlist's `chart_analysis`, the one way every page, list, export, report and stored summary
 * grades a playlist: the follower chart, weighed with its curation churn and its tracked tracks'
 * popularity. Churn is judged as of its latest follower count, not the clock, so the grade depends
 * on the records alone and a grade stored when they were written is the one a page computes later.
 */
export function gradePlaylist({ points, stays, tracks, imported }: PlaylistGradeInput): ChartAnalysis {
  let latest = Number.NEGATIVE_INFINITY;
  let latestIso: string | null = null;
  for (const point of points) {
    const time = parseIsoInstant(point.checked_at);
    if (time > latest) {
      latest = time;
      latestIso = point.checked_at;
    }
  }
  const churn = latestIso === null ? null : curationChurn(stays, latestIso);
  return analyzeFollowerChart(points, {
    churn,
    trackPopularity: { stays, tracks },
    ...(imported && { imported }),
  });
}

/** A playlist's chart before and after its latest follower count: what a new reading changed. */
export interface GradeTransition {
  readonly earlier: ChartAnalysis;
  readonly now: ChartAnalysis;
}

/**
 * The grade (and anomalies) the playlist had before its latest count and has with it, both weighed as
 * `gradePlaylist` weighs them, so an alert names the grade the playlist page shows. Null before two counts.
 */
export function gradeTransition(input: PlaylistGradeInput): GradeTransition | null {
  if (input.points.length < 2) return null;
  let latestIndex = 0;
  let latest = Number.NEGATIVE_INFINITY;
  input.points.forEach((point, index) => {
    const time = parseIsoInstant(point.checked_at);
    if (time > latest) {
      latest = time;
      latestIndex = index;
    }
  });
  const earlierPoints = input.points.filter((_, index) => index !== latestIndex);
  return { earlier: gradePlaylist({ ...input, points: earlierPoints }), now: gradePlaylist(input) };
}
