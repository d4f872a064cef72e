import type { AnalysisFigures } from '../../ports';
import {
  formatCount,
  formatDate,
  formatSignedNumber,
  joinWords,
  plural,
  signedPlural,
  signedRate,
} from './format';
import { formatDailyChange, windowWords } from '@domain/formatting';

/** `## Follower growth`: the growth figures of the playlist page, as bullets; missing ones are left out. */
export function growthSection(figures: AnalysisFigures): string {
  const { growth, playlist, chart } = figures;
  const bullets: string[] = [];
  if (playlist.followers !== null) {
    const when = playlist.lastCheckedAt ? ` (last checked ${formatDate(playlist.lastCheckedAt)})` : '';
    bullets.push(`**Followers now:** ${formatCount(playlist.followers)}${when}`);
  }
  if (growth.sinceLastCheck !== null) {
    const change =
      growth.sinceLastCheck === 0 ? 'no change' : signedPlural(growth.sinceLastCheck, 'follower');
    bullets.push(`**Since the last check:** ${change}`);
  }
  const { perDay, daysLeftOut } = figures.dailyChange;
  if (perDay !== null) {
    const leftOut = daysLeftOut > 0 ? `, leaving out ${plural(daysLeftOut, 'day')} of follower events` : '';
    bullets.push(`**Average daily change:** ${formatDailyChange(perDay)}${leftOut}`);
  }
  // A 7- or 30-day rate over a shorter history would only repeat the rate since the first check.
  const spanDays =
    playlist.firstCheckedAt && playlist.lastCheckedAt
      ? (Date.parse(playlist.lastCheckedAt) - Date.parse(playlist.firstCheckedAt)) / 86_400_000
      : 0;
  const rates = [
    [spanDays >= 7 ? growth.weeklyGrowthRate : null, 'over 7 days'],
    [spanDays >= 30 ? growth.monthlyGrowthRate : null, 'over 30 days'],
    [growth.cumulativeGrowthRate, windowWords('cumulative', playlist.firstCheckedAt)],
  ] as const;
  const rateWords = rates.flatMap(([rate, span]) => {
    const text = signedRate(rate);
    return text === null ? [] : [`**${text}** ${span}`];
  });
  if (rateWords.length > 0) bullets.push(`**Growth rates:** ${joinWords(rateWords)}`);
  bullets.push(
    chart.trend === null
      ? `**Trend over the last 30 days:** not known yet: the checks span ${plural(Math.floor(spanDays), 'day')} of the 30 it needs`
      : `**Trend over the last 30 days:** ${chart.trend}`,
  );
  const lines = ['## Follower growth', '', ...bullets.map((bullet) => `- ${bullet}`)];
  const flagged = flaggedShare(figures);
  if (flagged) lines.push('', flagged);
  return lines.join('\n');
}

/** What the flagged jumps brought and the flagged drops took, against the net change since the first check. */
function flaggedShare({ chart, playlist }: AnalysisFigures): string | null {
  if (playlist.firstFollowers === null || playlist.followers === null || chart.anomalies.length === 0)
    return null;
  const net = playlist.followers - playlist.firstFollowers;
  let added = 0;
  let removed = 0;
  for (const anomaly of chart.anomalies) {
    if (anomaly.followers_change > 0) added += anomaly.followers_change;
    else removed -= anomaly.followers_change;
  }
  const netWords = `${formatSignedNumber(net)} ${windowWords('cumulative', playlist.firstCheckedAt)}`;
  const took = removed > 0 ? `; the flagged drops took **${formatCount(removed)}** away` : '';
  if (added === 0)
    return `The flagged drops took **${formatCount(removed)}** followers away, against a net change of ${netWords}.`;
  if (net <= 0)
    return `The flagged jumps brought **${formatCount(added)}** followers${took}, yet the net change is ${netWords}.`;
  if (added >= net) {
    return `The flagged jumps alone brought **${formatCount(added)}** followers, more than the whole net gain of ${netWords}${took}.`;
  }
  const share = Math.round((added / net) * 100);
  return `The flagged jumps alone brought **${formatCount(added)}** followers, ${share}% of the net gain of ${netWords}${took}.`;
}
