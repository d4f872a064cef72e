import type { AnalysisFigures } from '../../ports';
import { type Anomaly, count, formatDate, formatSignedNumber, joinWords, oneDecimal } from './format';

/** How many flagged events are listed one by one; the rest are counted. */
const LISTED_EVENTS = 5;

/** `## Bot check`: what the anomaly detector found, biggest events first, each dated and signed. */
export function botCheckSection({ chart }: AnalysisFigures): string {
  const lines = ['## Bot check', ''];
  if (chart.verdict === 'insufficient_data') {
    lines.push(
      'No check for bot activity yet: the follower history is still too short to tell a spike from normal movement.',
    );
    return lines.join('\n');
  }
  if (chart.anomalies.length === 0) {
    lines.push(
      "No day-to-day change stood out from the playlist's normal movement, and no sustained run of abnormal growth was found.",
      '',
      'Bought followers usually arrive in bursts of thousands within a day or two, then partly disappear in a purge; nothing of the kind shows here.',
    );
    return lines.join('\n');
  }
  const jumps = chart.anomalies.filter(
    (anomaly) => anomaly.type === 'extreme' && anomaly.followers_change > 0,
  );
  const drops = chart.anomalies.filter(
    (anomaly) => anomaly.type === 'extreme' && anomaly.followers_change < 0,
  );
  const runs = chart.anomalies.filter((anomaly) => anomaly.type === 'trend');
  const found = [
    jumps.length > 0 ? count(jumps.length, 'sudden jump') : null,
    drops.length > 0 ? count(drops.length, 'sudden drop') : null,
    runs.length > 0
      ? count(runs.length, 'sustained run of abnormal growth', 'sustained runs of abnormal growth')
      : null,
  ].filter((part) => part !== null);
  lines.push(`The detector flagged ${joinWords(found)}. Biggest first:`, '');
  const ranked = [...chart.anomalies].sort(
    (a, b) => Math.abs(b.followers_change) - Math.abs(a.followers_change),
  );
  for (const anomaly of ranked.slice(0, LISTED_EVENTS)) lines.push(`- ${eventLine(anomaly)}`);
  if (ranked.length > LISTED_EVENTS)
    lines.push(`- …and ${count(ranked.length - LISTED_EVENTS, 'smaller event')}`);
  if (jumps.length > 0 && drops.length > 0) {
    lines.push(
      '',
      'Jumps followed by drops are the classic pattern of bought followers being added and then purged by Spotify.',
    );
  }
  return lines.join('\n');
}

function eventLine(anomaly: Anomaly): string {
  const change = `**${formatSignedNumber(anomaly.followers_change)}** followers`;
  const score =
    anomaly.score >= 100
      ? '(far outside normal movement)'
      : `(${oneDecimal(anomaly.score)} standard deviations from normal)`;
  if (anomaly.type === 'trend')
    return `**From ${formatDate(anomaly.date)}:** abnormal growth run, ${change} in total ${score}`;
  const what = anomaly.followers_change < 0 ? 'sudden drop' : 'sudden jump';
  return `**${formatDate(anomaly.date)}:** ${what} of ${change} in one check ${score}`;
}
