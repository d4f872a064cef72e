import type { AlertChannel, AlertEventKind, AlertFrequency, AlertRule } from './alert-contracts';
import { ALERT_CHANNELS, ALERT_EVENT_KINDS } from './alert-contracts';
import { CHANNEL_BLOCK_WORDS, type ChannelReadiness } from './channel-readiness';
import { SENSITIVITY_THRESHOLDS } from './unusual-move';

/**
 * The rule of a user who never chose one: the events that matter without the noisy absolute rule,
 * medium sensitivity, and every channel at once. A channel still delivers only while its gate is
 * open: email while "email notifications" is on in My Account, Telegram while "messaging-app
 * notifications" is on (which needs a linked chat), webhooks while the user has an active one.
 */
export const DEFAULT_ALERT_RULE: AlertRule = {
  events: ['unusual_move', 'anomaly_event', 'grade_change', 'botted_placement', 'milestone'],
  sensitivity: 'medium',
  channels: { email: 'instant', telegram: 'instant', webhook: 'instant' },
};

/** The rule that applies to one item: the user's override for it, else their default. */
export function resolveRule(defaultRule: AlertRule | null, override: AlertRule | null): AlertRule {
  return override ?? defaultRule ?? DEFAULT_ALERT_RULE;
}

/** The rule with its events in the canonical order, each once. */
export function normalizeRule(rule: AlertRule): AlertRule {
  return {
    events: ALERT_EVENT_KINDS.filter((event) => rule.events.includes(event)),
    sensitivity: rule.sensitivity,
    channels: rule.channels,
  };
}

const EVENT_PHRASES: Record<AlertEventKind, (rule: AlertRule) => string> = {
  unusual_move: (rule) =>
    `a daily change unusual for the item (${rule.sensitivity} sensitivity: ${SENSITIVITY_THRESHOLDS[rule.sensitivity]}× its typical variation)`,
  absolute_move: () => 'a change of ±5% or ±1,000 followers, or ±5 popularity points, since the last alert',
  anomaly_event: () => 'a new anomaly on a playlist’s follower curve',
  grade_change: () => 'a change of a playlist’s verdict',
  botted_placement: () => 'a placement on a playlist graded likely botted',
  milestone: () => 'a follower milestone (1K, 10K, 100K, 1M, …)',
};

const CHANNEL_NAMES: Record<AlertChannel, string> = {
  email: 'email',
  telegram: 'Telegram',
  webhook: 'webhook',
};
const FREQUENCY_WORDS: Record<Exclude<AlertFrequency, 'off'>, string> = {
  instant: 'at once',
  daily: 'in a daily digest',
  weekly: 'in a weekly digest',
};

/**
 * One sentence saying what triggers an alert under `rule` and where it goes: only the channels that
 * will deliver (`readiness`), then each chosen channel that will not, with why.
 */
export function describeRule(rule: AlertRule, readiness: ChannelReadiness): string {
  const events = ALERT_EVENT_KINDS.filter((event) => rule.events.includes(event));
  if (events.length === 0) return 'No alerts: no event is chosen.';
  const chosen = ALERT_CHANNELS.filter((channel) => rule.channels[channel] !== 'off');
  const delivering = chosen.flatMap((channel) => {
    const frequency = rule.channels[channel];
    return frequency === 'off' || readiness[channel] !== null
      ? []
      : [`${CHANNEL_NAMES[channel]} ${FREQUENCY_WORDS[frequency]}`];
  });
  const blocked = chosen.flatMap((channel) => {
    const block = readiness[channel];
    return block === null ? [] : [CHANNEL_BLOCK_WORDS[block]];
  });
  const what = listWords(events.map((event) => EVENT_PHRASES[event](rule)));
  if (chosen.length === 0) return `Alerts for ${what} are kept in your inbox only; no channel is on.`;
  if (delivering.length === 0) return `Alerts for ${what} reach your inbox only: ${blocked.join('; ')}.`;
  const notDelivering = blocked.map((words) => `; not by ${words}`).join('');
  return `You are alerted to ${what}, by ${listWords(delivering)}${notDelivering}.`;
}

/** `a`, `a and b`, `a, b and c` (or with `or`). */
export function listWords(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}
