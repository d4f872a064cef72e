import { type ChangeSeries, changeSeriesOf } from './change-series';
import { findExtremeChanges } from './extreme-changes';
import { type DripRun, findSlowDrips } from './slow-drips';
import { DAY_MS, type Observations, selectObservations } from './time-series';
import { findTrendRuns, type TrendRun } from './trend-runs';

export type AnomalyLabel = 'extreme' | 'trend' | null;

/**
 * Checks closer than this (6 hours) to the previous judged check are re-reads, not new evidence:
 * the detector folds them into the next interval instead of judging a change over minutes.
 */
const MIN_JUDGED_GAP_MS = DAY_MS / 4;

/** Per-point verdicts on a time-sorted series, with the evidence behind them. */
export interface ScoredSeries {
  /** One label per observation passed in (time-sorted), re-reads included. */
  readonly labels: AnomalyLabel[];
  /** The observations actually judged (re-reads folded away); the fields below index into these. */
  readonly judged: Observations;
  readonly series: ChangeSeries;
  readonly judgedLabels: readonly AnomalyLabel[];
  /**
   * The labels the grade weighs: as `judgedLabels`, but an extreme change too small to weigh in the
   * grade (extreme-changes.ts) keeps the label it would have had without it.
   */
  readonly gradedLabels: readonly AnomalyLabel[];
  /** Robust score per judged point: |z| for extremes, the run's excess in sigmas for trend points. */
  readonly scores: Float64Array;
  readonly runs: readonly TrendRun[];
  /** Slow even drips found among the points the other detectors left normal (labelled `trend`). */
  readonly drips: readonly DripRun[];
}

/**
 * Labels every point of a time-sorted follower series. Trend runs are found first; extremes are then
 * judged separately inside each run and among the remaining points, so a short plateau's steady
 * checks are not mistaken for jumps and a burst inside a plateau still stands out. A re-read within
 * 6 hours of the previous check is labelled `trend` inside a run and `null` otherwise; a jump it
 * carries shows on the next judged check. Slow drips (slow-drips.ts) are sought last, among the
 * points still normal, and labelled `trend` too. O(n · window).
 */
export function scoreAnomalies(observations: Observations): ScoredSeries {
  const { length, time } = observations;
  const judgedIndex = new Int32Array(length);
  let judgedCount = 0;
  let lastTime = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < length; index += 1) {
    if (time[index]! - lastTime >= MIN_JUDGED_GAP_MS) {
      judgedIndex[judgedCount++] = index;
      lastTime = time[index]!;
    }
  }
  const judged = selectObservations(observations, judgedIndex.subarray(0, judgedCount));
  const series = changeSeriesOf(judged);
  const { judgedLabels, gradedLabels, scores, runs } = labelJudged(series);
  const drips = findSlowDrips(
    series,
    gradedLabels.map((label) => label !== null),
  );
  for (const drip of drips) {
    for (let point = drip.start; point <= drip.end; point += 1) {
      if (gradedLabels[point] !== null) continue;
      gradedLabels[point] = 'trend';
      if (judgedLabels[point] !== null) continue;
      judgedLabels[point] = 'trend';
      scores[point] = drip.score;
    }
  }

  const labels: AnomalyLabel[] = new Array<AnomalyLabel>(length).fill(null);
  for (let position = 0; position < judgedCount; position += 1) {
    const index = judgedIndex[position]!;
    labels[index] = judgedLabels[position]!;
    const next = position + 1 < judgedCount ? judgedIndex[position + 1]! : length;
    const inRun = judgedLabels[position] !== null && judgedLabels[position + 1] === 'trend';
    for (let reread = index + 1; reread < next; reread += 1) labels[reread] = inRun ? 'trend' : null;
  }
  return { labels, judged, series, judgedLabels, gradedLabels, scores, runs, drips };
}

function labelJudged(series: ChangeSeries): {
  judgedLabels: AnomalyLabel[];
  gradedLabels: AnomalyLabel[];
  scores: Float64Array;
  runs: TrendRun[];
} {
  const labels: AnomalyLabel[] = new Array<AnomalyLabel>(series.length).fill(null);
  const graded = new Uint8Array(series.length);
  const scores = new Float64Array(series.length);
  const runs = findTrendRuns(series);
  const normal: number[] = [];
  const insideScores = runs.length > 0 ? new Float64Array(series.length) : scores;
  let nextRun = 0;
  for (let index = 1; index < series.length; index += 1) {
    const run = runs[nextRun];
    if (run && index === run.start) {
      const inside: number[] = [];
      for (let point = run.start; point <= run.end; point += 1) {
        labels[point] = 'trend';
        scores[point] = run.score;
        inside.push(point);
      }
      for (const point of findExtremeChanges(series, inside, insideScores, graded)) {
        labels[point] = 'extreme';
        scores[point] = insideScores[point]!;
      }
      index = run.end;
      nextRun += 1;
    } else {
      normal.push(index);
    }
  }
  for (const point of findExtremeChanges(series, normal, scores, graded)) labels[point] = 'extreme';
  // An extreme change too small for the grade keeps the label of its surroundings: trend in a run.
  const gradedLabels = labels.map((label, point) => {
    if (label !== 'extreme' || graded[point] === 1) return label;
    return labels[point - 1] === 'trend' || labels[point + 1] === 'trend' ? insideRun(runs, point) : null;
  });
  return { judgedLabels: labels, gradedLabels, scores, runs };
}

function insideRun(runs: readonly TrendRun[], point: number): AnomalyLabel {
  return runs.some((run) => run.start <= point && point <= run.end) ? 'trend' : null;
}
