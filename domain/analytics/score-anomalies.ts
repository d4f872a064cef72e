import { changeSeriesOf, type ChangeSeries } from './change-series';
import { findExtremeChanges } from './extreme-changes';
import type { TimedValue } from './time-series';
import { findTrendRuns, type TrendRun } from './trend-runs';

export type AnomalyLabel = 'extreme' | 'trend' | null;

/** Per-point verdicts on a time-sorted series, with the evidence behind them. */
export interface ScoredSeries {
  readonly series: ChangeSeries;
  /** One label per sorted point; the first point never has one (no change to judge). */
  readonly labels: AnomalyLabel[];
  /** Robust score per point: |z| for extremes, the run's excess in sigmas for trend points. */
  readonly scores: Float64Array;
  readonly runs: readonly TrendRun[];
}

/**
 * Labels every point of a time-sorted follower series. Trend runs are found first; extremes are then
 * judged separately inside each run and among the remaining points, so a short plateau's steady
 * checks are not mistaken for jumps and a burst inside a plateau still stands out. O(n · window).
 */
export function scoreAnomalies(observations: ReadonlyArray<TimedValue>): ScoredSeries {
  const series = changeSeriesOf(observations);
  const labels: AnomalyLabel[] = new Array<AnomalyLabel>(series.length).fill(null);
  const scores = new Float64Array(series.length);
  const runs = findTrendRuns(series);

  const normal: number[] = [];
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
      const insideScores = new Float64Array(series.length);
      for (const point of findExtremeChanges(series, inside, insideScores)) {
        labels[point] = 'extreme';
        scores[point] = insideScores[point]!;
      }
      index = run.end;
      nextRun += 1;
    } else {
      normal.push(index);
    }
  }
  for (const point of findExtremeChanges(series, normal, scores)) labels[point] = 'extreme';
  return { series, labels, scores, runs };
}
