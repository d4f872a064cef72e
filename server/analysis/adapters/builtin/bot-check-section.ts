import type { AnalysisFigures } from '../../ports';
import { type Burst, burstsOf, gainThenPurge } from './bursts';
import { formatDate, formatSignedNumber, joinWords, plural, type Anomaly } from './format';

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
      'Bought followers usually arrive in a burst within a day or two and are often partly purged weeks later; nothing of the kind shows here.',
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
    jumps.length > 0 ? plural(jumps.length, 'sudden jump') : null,
    drops.length > 0 ? plural(drops.length, 'sudden drop') : null,
    runs.length > 0
      ? plural(runs.length, 'sustained run of abnormal growth', 'sustained runs of abnormal growth')
      : null,
  ].filter((part) => part !== null);
  lines.push(`The detector flagged ${joinWords(found)}. Biggest first:`, '');
  const ranked = [...chart.anomalies].sort(
    (a, b) => Math.abs(b.followers_change) - Math.abs(a.followers_change),
  );
  for (const anomaly of ranked.slice(0, LISTED_EVENTS)) lines.push(`- ${eventLine(anomaly)}`);
  if (ranked.length > LISTED_EVENTS)
    lines.push(`- …and ${plural(ranked.length - LISTED_EVENTS, 'smaller event')}`);
  const pattern = purgeSentence(chart.anomalies);
  if (pattern) lines.push('', pattern);
  return lines.join('\n');
}

function eventLine(anomaly: Anomaly): string {
  const change = `**${formatSignedNumber(anomaly.followers_change)}** followers`;
  const score =
    anomaly.score >= 100
      ? '(far outside its normal movement)'
      : `(about ${Math.round(anomaly.score)} times its usual day-to-day variation)`;
  if (anomaly.type === 'trend')
    return `**From ${formatDate(anomaly.date)}:** abnormal growth run, ${change} in total ${score}`;
  const what = anomaly.followers_change < 0 ? 'sudden drop' : 'sudden jump';
  return `**${formatDate(anomaly.date)}:** ${what} of ${change} in one check ${score}`;
}

/** Names a delivery of followers (and the purge after it, if any): the signature of bought followers. */
function purgeSentence(anomalies: readonly Anomaly[]): string | null {
  const bursts = burstsOf(anomalies);
  const pair = gainThenPurge(bursts);
  if (!pair) {
    const delivery = bursts
      .filter((burst) => burst.change > 0 && burst.events > 1)
      .sort((a, b) => b.change - a.change)[0];
    if (!delivery) return null;
    return `The jumps come as one delivery: **${formatSignedNumber(delivery.change)}** followers from ${span(delivery)}, the way bought followers usually arrive. No purge has followed yet, so they still count in today's total.`;
  }
  const { gain, purge, days } = pair;
  const share = Math.round((Math.abs(purge.change) / gain.change) * 100);
  return `The pattern is the classic one for bought followers: a burst of **${formatSignedNumber(gain.change)}** (${span(gain)}) followed ${days === 0 ? 'at once' : `${plural(days, 'day')} later`} by a purge of **${formatSignedNumber(purge.change)}** (${span(purge)}), taking back ${share}% of the gain.`;
}

function span(burst: Burst): string {
  return burst.from === burst.to
    ? formatDate(burst.from)
    : `${formatDate(burst.from)} to ${formatDate(burst.to)}`;
}
