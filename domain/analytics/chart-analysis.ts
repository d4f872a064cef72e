import { countedReadings, daysOfReadings, readingsNoun } from './readings-wording';
import type { ChartAnalysis, FollowerEvent } from '../catalog/catalog-contracts';
import { plural } from '../formatting/plural';
import type { CurationChurn } from './curation-churn';
import { roundTo2 } from './evidence-format';
import { describeEvent } from './event-wording';
import { groupFlaggedChanges } from './follower-events';
import { type DripEvenness, type GradedEvent, gradeVerdict } from './grade-verdict';
import { corroborateGrade } from './popularity-corroboration';
import type { PlaylistTrackPopularity } from './popularity-rises';
import { type DripRun, relativeNoise } from './slow-drips';
import { scoreAnomalies } from './score-anomalies';
import { DAY_MS, type Observations, sortedObservations } from './time-series';

/** Fewer checks than this, or a shorter span in days, and the verdict is `insufficient_data`. */
export const MIN_ANALYSIS_POINTS = 7;
export const MIN_ANALYSIS_DAYS = 7;
/** The overall trend is flat while the last 30 days moved less than this share (1%). */
const FLAT_SHARE = 0.01;
/** The trend covers this many days, and is said only when the checks span them (less half a day of timing slack). */
export const TREND_DAYS = 30;
const TREND_SLACK_MS = DAY_MS / 2;

type Anomaly = ChartAnalysis['anomalies'][number];

/** What else is known about the playlist besides its followers. */
export interface ChartContext {
  /** Curation churn (curation-churn.ts) when its memberships were recorded; null when unknown. */
  readonly churn?: CurationChurn | null;
  /** Tracked tracks' stays and popularity (popularity-rises.ts); null when unknown. */
  readonly trackPopularity?: PlaylistTrackPopularity | null;
  /** How many of the points are an account's kept readings: they are then not called checks. */
  readonly imported?: number;
}

/**
 * The playlist `chart_analysis` object (docs/architecture.md#tracking-history-and-analytics): a grade
 * with its confidence and one sentence of evidence per signal, the follower events (flagged checks
 * grouped, follower-events.ts), a summary naming them, the anomalies (each extreme point, and each
 * trend run or drip once, dated at its first point with its total change and its score) and the
 * overall trend over the last 30 days. Histories under 7 checks or 7 days give `insufficient_data`.
 */
export function analyzeFollowerChart(
  points: ReadonlyArray<{ readonly checked_at: string; readonly followers: number }>,
  context: ChartContext = {},
): ChartAnalysis {
  const observations = sortedObservations(
    points,
    (point) => point.checked_at,
    (point) => point.followers,
  );
  const trend = overallTrend(observations);
  const count = observations.length;
  const spanDays = count > 0 ? (observations.time[count - 1]! - observations.time[0]!) / DAY_MS : 0;
  const imported = context.imported ?? 0;
  const coverage = countedReadings(count, spanDays, imported);
  const needed = `at least ${MIN_ANALYSIS_POINTS} ${readingsNoun(imported)} over ${MIN_ANALYSIS_DAYS} days are needed`;
  const checks = {
    checks: count,
    first_check: count > 0 ? new Date(observations.time[0]!).toISOString() : null,
    last_check: count > 0 ? new Date(observations.time[count - 1]!).toISOString() : null,
  };
  if (count < MIN_ANALYSIS_POINTS || spanDays < MIN_ANALYSIS_DAYS) {
    return {
      verdict: 'insufficient_data',
      confidence: 'high',
      reasons: [count === 0 ? `${capitalised(coverage)}: ${needed}.` : `Only ${coverage}: ${needed}.`],
      against: [],
      summary: `Not enough history to judge yet: ${coverage}, and ${needed}.`,
      events: [],
      anomalies: [],
      trend,
      coverage: checks,
    };
  }

  const { judged, judgedLabels, gradedLabels, scores, runs, drips, series } = scoreAnomalies(observations);
  const dateOf = (index: number) => new Date(judged.time[index]!).toISOString();
  const anomalies: Anomaly[] = [];
  judgedLabels.forEach((label, index) => {
    if (label !== 'extreme') return;
    anomalies.push({
      date: dateOf(index),
      type: 'extreme',
      followers_change: series.change[index]!,
      score: roundTo2(scores[index]!),
    });
  });
  for (const run of [...runs, ...drips]) {
    anomalies.push({
      date: dateOf(run.start),
      type: 'trend',
      followers_change: judged.value[run.end]! - judged.value[run.start - 1]!,
      score: roundTo2(run.score),
    });
  }
  anomalies.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));

  const graded: GradedEvent[] = groupFlaggedChanges(judged.time, series.change, gradedLabels).map(
    ({ first, last, kind }) => {
      const before = judged.value[first - 1]!;
      const net = judged.value[last]! - before;
      return {
        start: dateOf(first),
        end: dateOf(last),
        days: Math.round((judged.time[last]! - judged.time[first]!) / DAY_MS) + 1,
        net_change: net,
        share_of_audience: Math.round((net / Math.max(before, 1)) * 10_000) / 10_000,
        kind,
        relativeNoise: kind === 'drip' ? relativeNoise(series, first, last) : null,
        evenness: kind === 'drip' ? evennessOf(drips, first, last) : null,
      };
    },
  );
  const unusualDays = judgedLabels.filter(
    (label, index) => label === 'extreme' && gradedLabels[index] !== 'extreme',
  ).length;
  const events: FollowerEvent[] = graded.map(({ relativeNoise: _noise, evenness: _even, ...event }) => event);
  const churn = context.churn ?? null;
  const grade = corroborateGrade(
    gradeVerdict({ events: graded, spanDays, checks: count, churn, unusualDays, imported }),
    events,
    churn,
    context.trackPopularity ?? null,
  );
  return {
    ...grade,
    summary: summarize(events, spanDays, coverage, unusualDays, imported),
    events,
    anomalies,
    trend,
    coverage: checks,
  };
}

/** What the slow-drip detector measured on the longest drip inside the event, if any. */
function evennessOf(drips: readonly DripRun[], first: number, last: number): DripEvenness | null {
  let longest: DripRun | null = null;
  for (const drip of drips) {
    if (drip.start < first || drip.end > last) continue;
    if (longest === null || drip.end - drip.start > longest.end - longest.start) longest = drip;
  }
  return (
    longest && {
      perDay: longest.perDay,
      variation: longest.variation,
      listenerVariation: longest.listenerVariation,
      pausedWeekday: longest.pausedWeekday,
    }
  );
}

function summarize(
  events: readonly FollowerEvent[],
  spanDays: number,
  coverage: string,
  unusualDays: number,
  imported: number,
): string {
  if (events.length === 0) {
    const beyond =
      unusualDays > 0 ? ` beyond ${plural(unusualDays, 'unusual day')} (marked on the chart)` : '';
    return `No follower anomalies in ${plural(Math.round(spanDays), 'day')} of ${readingsNoun(imported)}${beyond} (${coverage}).`;
  }
  return `${plural(events.length, 'follower event')} in ${coverage}: ${events.map(describeEvent).join('; ')}.`;
}

/** The trend of the last 30 days; null unless the checks span them. */
function overallTrend({ length, time, value }: Observations): ChartAnalysis['trend'] {
  if (length < 2) return null;
  const lastTime = time[length - 1]!;
  if (lastTime - time[0]! < TREND_DAYS * DAY_MS - TREND_SLACK_MS) return null;
  let base = length - 1;
  while (base > 0 && time[base - 1]! >= lastTime - 30 * DAY_MS) base -= 1;
  // With a single check in the last 30 days, compare with the one before it.
  if (base === length - 1) base = length - 2;
  const change = value[length - 1]! - value[base]!;
  if (Math.abs(change) < Math.max(FLAT_SHARE * Math.abs(value[base]!), 1)) return 'flat';
  return change > 0 ? 'growing' : 'declining';
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
