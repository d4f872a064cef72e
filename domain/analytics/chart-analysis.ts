import type { ChartAnalysis, ChartVerdict } from '../catalog/catalog-contracts';
import { formatDate } from '../formatting/dates';
import { formatSignedCount } from '../formatting/numbers';
import { plural } from '../formatting/plural';
import { roundTo2 } from './evidence-format';
import { scoreAnomalies } from './score-anomalies';
import { DAY_MS, type Observations, sortedObservations } from './time-series';

/** Fewer checks than this, or a shorter span in days, and the verdict is `insufficient_data`. */
export const MIN_ANALYSIS_POINTS = 7;
export const MIN_ANALYSIS_DAYS = 7;
/** Anomalous gains of at least this share of the current followers make a single event damning. */
const DAMNING_SHARE = 0.1;
/** The overall trend is flat while the last 30 days moved less than this share (1%). */
const FLAT_SHARE = 0.01;

type Anomaly = ChartAnalysis['anomalies'][number];

/**
 * The playlist `chart_analysis` object (docs/architecture.md#tracking-history-and-analytics): a bot-likelihood verdict, one plain-English
 * sentence citing the evidence, the anomalies (each extreme point, and each trend run once, dated at
 * its first point with its total change and its score) and the overall trend over the last 30 days.
 * Histories under 7 checks or 7 days give `insufficient_data` with no anomalies.
 */
export function analyzeFollowerChart(
  points: ReadonlyArray<{ readonly checked_at: string; readonly followers: number }>,
): ChartAnalysis {
  const observations = sortedObservations(
    points,
    (point) => point.checked_at,
    (point) => point.followers,
  );
  const trend = overallTrend(observations);
  const count = observations.length;
  const spanDays = count > 0 ? (observations.time[count - 1]! - observations.time[0]!) / DAY_MS : 0;
  const coverage = `${plural(count, 'check')} over ${plural(Math.round(spanDays), 'day')}`;
  if (count < MIN_ANALYSIS_POINTS || spanDays < MIN_ANALYSIS_DAYS) {
    return {
      verdict: 'insufficient_data',
      summary: `Not enough history to judge yet: ${coverage}, and at least ${MIN_ANALYSIS_POINTS} checks over ${MIN_ANALYSIS_DAYS} days are needed.`,
      anomalies: [],
      trend,
    };
  }

  const { judged, judgedLabels, scores, runs, series } = scoreAnomalies(observations);
  const dateOf = (index: number) => new Date(judged.time[index]!).toISOString();
  const extremes: Anomaly[] = [];
  let anomalousGain = 0;
  judgedLabels.forEach((label, index) => {
    if (label !== 'extreme') return;
    const change = series.change[index]!;
    anomalousGain += Math.max(change, 0);
    extremes.push({
      date: dateOf(index),
      type: 'extreme',
      followers_change: change,
      score: roundTo2(scores[index]!),
    });
  });
  const trendRuns: Anomaly[] = runs.map((run) => {
    anomalousGain += run.excessPerDay * ((judged.time[run.end]! - judged.time[run.start - 1]!) / DAY_MS);
    return {
      date: dateOf(run.start),
      type: 'trend',
      followers_change: judged.value[run.end]! - judged.value[run.start - 1]!,
      score: roundTo2(run.score),
    };
  });
  const anomalies = [...extremes, ...trendRuns].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const events = anomalies.length;
  const latest = observations.value[count - 1]!;
  const verdict: ChartVerdict =
    events === 0
      ? 'organic'
      : events >= 2 || anomalousGain >= DAMNING_SHARE * Math.max(latest, 1)
        ? 'likely_botted'
        : 'suspicious';
  return { verdict, summary: summarize(extremes, trendRuns, coverage), anomalies, trend };
}

function summarize(extremes: readonly Anomaly[], trendRuns: readonly Anomaly[], coverage: string): string {
  if (extremes.length === 0 && trendRuns.length === 0) {
    return `No unusual follower changes in ${coverage}; the growth looks organic.`;
  }
  const found = [
    extremes.length > 0 ? plural(extremes.length, 'sudden jump or drop', 'sudden jumps or drops') : null,
    trendRuns.length > 0
      ? plural(trendRuns.length, 'sustained run of abnormal growth', 'sustained runs of abnormal growth')
      : null,
  ]
    .filter((part) => part !== null)
    .join(' and ');
  const biggest = [...extremes, ...trendRuns].reduce((best, anomaly) =>
    Math.abs(anomaly.followers_change) > Math.abs(best.followers_change) ? anomaly : best,
  );
  const what = biggest.type === 'extreme' ? (biggest.followers_change < 0 ? 'drop' : 'jump') : 'run';
  const when = biggest.type === 'extreme' ? 'on' : 'starting';
  return `Found ${found} in ${coverage}; the biggest ${what} was ${formatSignedCount(biggest.followers_change)} followers ${when} ${formatDate(biggest.date)}.`;
}

function overallTrend({ length, time, value }: Observations): ChartAnalysis['trend'] {
  if (length < 2) return 'flat';
  const lastTime = time[length - 1]!;
  let base = length - 1;
  while (base > 0 && time[base - 1]! >= lastTime - 30 * DAY_MS) base -= 1;
  // With a single check in the last 30 days, compare with the one before it.
  if (base === length - 1) base = length - 2;
  const change = value[length - 1]! - value[base]!;
  if (Math.abs(change) < Math.max(FLAT_SHARE * Math.abs(value[base]!), 1)) return 'flat';
  return change > 0 ? 'growing' : 'declining';
}
