import type {
  AlertChannel,
  AlertEventKind,
  AlertFrequency,
  AlertSensitivity,
  ChannelResult,
  InboxEvent,
  WebhookDelivery,
} from '@domain/alerts/alert-contracts';
import type { ChannelBlock } from '@domain/alerts/channel-readiness';
import { SENSITIVITY_THRESHOLDS } from '@domain/alerts/unusual-move';

/** The events a rule can pick, in plain words. */
export const EVENT_LABELS: Record<AlertEventKind, string> = {
  unusual_move: 'An unusual move for the item (judged against its own recent days)',
  absolute_move: 'A fixed-size move: followers ±5% or ±1,000, popularity ±5 points',
  anomaly_event: 'A new anomaly on a playlist’s follower curve',
  grade_change: 'A playlist’s verdict changes',
  botted_placement: 'An artist or track lands on a playlist graded likely botted',
  milestone: 'Followers pass a milestone (1K, 10K, 100K, 1M …)',
};

/** The event of an inbox line, short. */
export const EVENT_NAMES: Record<InboxEvent, string> = {
  unusual_move: 'Unusual move',
  absolute_move: 'Big move',
  anomaly_event: 'New anomaly',
  grade_change: 'Verdict changed',
  botted_placement: 'Placed on a likely botted playlist',
  milestone: 'Milestone',
  test: 'Test alert',
  webhook_disabled: 'Webhook switched off',
};

export const SENSITIVITY_OPTIONS: ReadonlyArray<{ value: AlertSensitivity; label: string }> = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];

/** One line on what the sensitivity does to "unusual" (the thresholds of domain/alerts/unusual-move.ts). */
export const SENSITIVITY_HINTS: Record<AlertSensitivity, string> = {
  low: `Only a day’s change of ${SENSITIVITY_THRESHOLDS.low}× the item’s typical daily variation or more counts as unusual.`,
  medium: `A day’s change of ${SENSITIVITY_THRESHOLDS.medium}× the item’s typical daily variation or more counts as unusual.`,
  high: `A day’s change of ${SENSITIVITY_THRESHOLDS.high}× the item’s typical daily variation or more counts as unusual.`,
};

export const FREQUENCY_OPTIONS: ReadonlyArray<{ value: AlertFrequency; label: string }> = [
  { value: 'off', label: 'Off' },
  { value: 'instant', label: 'Instant' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest' },
];

export const CHANNEL_NAMES: Record<AlertChannel, string> = {
  email: 'Email',
  telegram: 'Telegram',
  webhook: 'Webhook',
};

/** Why a channel chosen in the rule delivers nothing yet, and what to do (the server's `channel_blocks`). */
export const CLOSED_CHANNEL_NOTES: Record<ChannelBlock, string> = {
  mail_not_configured:
    'Email cannot be delivered: this installation has no mail server set up (SMTP_URL). Until then these alerts reach only your inbox.',
  email_off:
    'Email alerts are off: turn on “Email me when my tracked items change” above and Save. Until then they reach only your inbox.',
  telegram_unavailable:
    'Telegram is not set up on this installation (no bot token). Until then these alerts reach only your inbox.',
  telegram_not_linked:
    'Telegram is not linked: link it above and turn on its messages. Until then these alerts reach only your inbox.',
  telegram_off:
    'Telegram alerts are off: turn on its messages above and Save. Until then they reach only your inbox.',
  no_webhook: 'No active webhook: add one below. Until then these alerts reach only your inbox.',
  webhooks_disabled:
    'Every webhook is disabled: enable one below. Until then these alerts reach only your inbox.',
};

/** A channel's delivery result in plain words ("Email: failed: Telegram is not linked."). */
export function deliveryText(result: ChannelResult): string {
  switch (result.status) {
    case 'sent':
      return 'sent';
    case 'pending':
      return 'sending…';
    case 'queued_for_digest':
      return 'queued for the digest';
    case 'failed':
      return result.detail ? `failed: ${result.detail}` : 'failed';
  }
}

/** The result of a "Send a test alert" press, as one sentence. */
export function testResultText(result: ChannelResult): string {
  const channel = CHANNEL_NAMES[result.channel];
  if (result.status === 'sent') return `${channel} test alert sent.`;
  if (result.status === 'failed')
    return `${channel} test alert failed: ${result.detail ?? 'no reason given.'}`;
  if (result.status === 'queued_for_digest') return `${channel} test alert queued for the digest.`;
  return `${channel} test alert is on its way.`;
}

export const DELIVERY_STATUS_NAMES: Record<WebhookDelivery['status'], string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** The words for a failed request: the server's own text, or that it could not be reached. */
export function failureText(failure: {
  readonly error: string | null;
  readonly status: number | null;
}): string {
  if (failure.error) return failure.error;
  if (failure.status === null)
    return 'Chartpulse could not be reached. Please check your connection and try again.';
  return 'Something went wrong. Please try again.';
}
