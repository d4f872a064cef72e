import type { AlertEventKind, AlertRule, AlertSensitivity } from '@domain/alerts/alert-contracts';

const EVENT_PHRASES: Record<AlertEventKind, (sensitivity: AlertSensitivity) => string> = {
  unusual_move: (sensitivity) => `an item moves unusually for it (${sensitivity} sensitivity)`,
  absolute_move: () => 'followers change by 5% or 1,000, or popularity by 5 points',
  anomaly_event: () => 'a playlist shows a new follower anomaly',
  grade_change: () => "a playlist's verdict changes",
  botted_placement: () => 'an artist or track lands on a likely botted playlist',
  milestone: () => 'followers pass a milestone',
};

/**
 * The fake backend's version of the server's one-sentence summary of a rule, so the demo and the UI
 * tests show a sentence of the same kind ("You will be alerted when …").
 */
export function describeAlertRule(rule: AlertRule): string {
  const channels = Object.entries(rule.channels).filter(([, frequency]) => frequency !== 'off');
  if (rule.events.length === 0 || channels.length === 0) return 'You will not be alerted.';
  const events = rule.events.map((event) => EVENT_PHRASES[event](rule.sensitivity));
  const how = channels.map(([channel, frequency]) =>
    frequency === 'instant' ? `by ${channel} at once` : `by ${channel} in a ${frequency} digest`,
  );
  return `You will be alerted when ${joined(events, 'or')}, ${joined(how, 'and')}.`;
}

function joined(parts: readonly string[], word: string): string {
  if (parts.length < 2) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${word} ${parts[parts.length - 1]}`;
}
