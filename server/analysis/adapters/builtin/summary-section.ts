import {
  biggestEvent,
  biggestSingleDay,
  describeBiggestDay,
  describeEvent,
  MIN_ANALYSIS_DAYS,
  MIN_ANALYSIS_POINTS,
} from '@domain/analytics';
import { windowWords } from '@domain/formatting';
import type { AnalysisFigures } from '../../ports';
import { formatCount, formatDate, plural, safeName, signedRate } from './format';
import { VERDICT_WORDS } from './verdict-words';

/** `## Summary`: the verdict in one bold line, then what the follower curve did. */
export function summarySection(figures: AnalysisFigures): string {
  const { playlist, chart, growth } = figures;
  const name = `**${safeName(playlist.name)}**`;
  const confidence = chart.verdict === 'insufficient_data' ? '' : ` (${chart.confidence} confidence)`;
  const verdict = `**Verdict: ${VERDICT_WORDS[chart.verdict]}${confidence}.**`;
  const span = checksSpan(playlist.checks, playlist.firstCheckedAt, playlist.lastCheckedAt);
  const lines = [`## Summary`, ''];
  if (chart.verdict === 'insufficient_data') {
    lines.push(
      `${verdict} ${name} ${playlist.checks === 0 ? 'has no checks yet' : `has only ${span} so far`}; a fair verdict on its followers needs at least ${MIN_ANALYSIS_POINTS} checks over ${MIN_ANALYSIS_DAYS} days.`,
    );
  } else {
    const biggest = biggestEvent(chart.events);
    const day = biggest && biggestSingleDay(biggest, chart.anomalies);
    const evidence =
      biggest === null
        ? `Its follower curve shows no unusual jumps, drops or drips across ${span}.`
        : `Across ${span} the detector found ${plural(chart.events.length, 'follower event')}; the biggest was the ${describeEvent(biggest)}${day ? `, ${describeBiggestDay(day)}` : ''}.`;
    lines.push(`${verdict} ${name} ${followersNow(figures)}. ${evidence}`);
  }
  const cumulative = signedRate(growth.cumulativeGrowthRate);
  if (cumulative !== null && playlist.firstFollowers !== null && playlist.followers !== null) {
    const trend =
      chart.verdict === 'insufficient_data' || chart.trend === null
        ? ''
        : `, and the last 30 days read as **${chart.trend}**`;
    lines.push(
      '',
      `${capitalised(windowWords('cumulative', playlist.firstCheckedAt))} the playlist went from ${formatCount(playlist.firstFollowers)} to ${formatCount(playlist.followers)} followers (${cumulative})${trend}.`,
    );
  }
  return lines.join('\n');
}

function followersNow(figures: AnalysisFigures): string {
  const { followers, trackCount } = figures.playlist;
  const parts = [
    followers === null ? null : plural(followers, 'follower'),
    trackCount === null ? null : plural(trackCount, 'track'),
  ].filter((part) => part !== null);
  return parts.length === 0 ? 'is tracked' : `has ${parts.join(' and ')}`;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** "12 checks between 01/11/2026 and 29/11/2026", or "1 check on 29/11/2026" when they fall on one date. */
export function checksSpan(checks: number, first: string | null, last: string | null): string {
  if (checks === 0) return 'no checks';
  if (!first || !last) return plural(checks, 'check');
  const [from, to] = [formatDate(first), formatDate(last)];
  return from === to
    ? `${plural(checks, 'check')} on ${from}`
    : `${plural(checks, 'check')} between ${from} and ${to}`;
}
