import { eventSize, eventWhen } from '@domain/analytics';
import type { AnalysisFigures } from '../../ports';
import { plural } from './format';
import { VERDICT_WORDS } from './verdict-words';

/** How many follower events are listed one by one; the rest are counted. */
const LISTED_EVENTS = 5;

/** `## Bot check`: the grade with its confidence, one line of evidence per signal, then the events. */
export function botCheckSection({ chart }: AnalysisFigures): string {
  const lines = ['## Bot check', ''];
  if (chart.verdict === 'insufficient_data') {
    lines.push(
      'No check for bot activity yet: the follower history is still too short to tell a spike from normal movement.',
    );
    return lines.join('\n');
  }
  lines.push(`**Grade: ${VERDICT_WORDS[chart.verdict]}, ${chart.confidence} confidence.**`, '');
  for (const reason of chart.reasons) lines.push(`- ${reason}`);
  if (chart.against.length > 0) {
    lines.push('', 'Against:', '');
    for (const fact of chart.against) lines.push(`- ${fact}`);
  }
  if (chart.events.length === 0) {
    lines.push(
      '',
      'Bought followers usually arrive in a burst within a day or two, or in a drip too even for listeners, and are often partly purged weeks later; none of that shows here.',
    );
    return lines.join('\n');
  }
  const ranked = [...chart.events].sort((a, b) => Math.abs(b.net_change) - Math.abs(a.net_change));
  lines.push('', 'Follower events, biggest first:', '');
  for (const event of ranked.slice(0, LISTED_EVENTS)) {
    const when = eventWhen(event);
    lines.push(`- **${when.charAt(0).toUpperCase()}${when.slice(1)}**: ${eventSize(event)}`);
  }
  if (ranked.length > LISTED_EVENTS) {
    lines.push(`- …and ${plural(ranked.length - LISTED_EVENTS, 'smaller event')}`);
  }
  return lines.join('\n');
}
