import type { AlertChannel, ChannelResult } from '@domain/alerts';
import { webhookPayload } from '../alert-messages';
import {
  type AttemptDeps,
  attemptDelivery,
  type DeliveryDeps,
  deliverBatch,
  EMAIL_OFF,
  NO_WEBHOOK,
  TELEGRAM_UNAVAILABLE,
} from '../delivery-steps';
import type { AlertSubscribers } from '../ports';
import { ok, type Result, refuse } from '../../platform/result';

export interface SendTestAlertDeps extends DeliveryDeps, AttemptDeps {
  readonly subscribers: AlertSubscribers;
}

export interface TestAlertInput {
  readonly userId: number;
  readonly email: string;
  readonly channel: AlertChannel;
  /** Which webhook (default: the user's first active one). */
  readonly webhookId?: number;
}

const CHANNEL_WORDS: Record<AlertChannel, string> = {
  email: 'email',
  telegram: 'Telegram',
  webhook: 'webhook',
};

/**
 * Sends a test alert on one channel through the path real alerts take (the mailer, the Telegram
 * bot, one signed webhook POST), records it in the inbox as a `test` alert and answers the result.
 */
export async function sendTestAlert(
  deps: SendTestAlertDeps,
  input: TestAlertInput,
): Promise<Result<ChannelResult>> {
  const { userId, channel } = input;
  const now = deps.clock.now();
  const hook =
    channel === 'webhook'
      ? input.webhookId === undefined
        ? ((await deps.webhooks.activeOf([userId]))[0] ?? null)
        : await deps.webhooks.find(userId, input.webhookId)
      : null;
  if (channel === 'webhook' && input.webhookId !== undefined && !hook) {
    return refuse('not_found', 'No such webhook.');
  }
  const message = `This is a test alert from Chartpulse: alerts by ${CHANNEL_WORDS[channel]} work.`;
  const data = { channel };
  const alertId = await deps.inbox.record({
    userId,
    createdAt: now,
    item: null,
    event: 'test',
    message,
    data,
    channels: [{ channel, status: 'pending', detail: null, frequency: 'instant' }],
  });
  const fail = async (detail: string) => {
    const result: ChannelResult = { channel, status: 'failed', detail };
    await deps.inbox.setResult(alertId, result, deps.clock.now());
    return ok(result);
  };
  const alert = { alertId, createdAt: now, item: null, event: 'test' as const, message, data };
  if (channel === 'email') {
    const on = await deps.subscribers.withSettingOn([userId], 'email_notifications');
    if (!on.has(userId)) return fail(`${EMAIL_OFF} Switch them on to get alerts by email.`);
    return ok(
      await deliverBatch(deps, { userId, email: input.email, channel, batch: 'instant', alerts: [alert] }),
    );
  }
  if (channel === 'telegram') {
    if (!deps.chat) return fail(TELEGRAM_UNAVAILABLE);
    const sent = await deps.chat.sendNote(userId, message);
    if (!sent.ok) return fail(sent.error);
    const result: ChannelResult = { channel, status: 'sent', detail: null };
    await deps.inbox.setResult(alertId, result, deps.clock.now());
    return ok(result);
  }
  if (!hook) return fail(NO_WEBHOOK);
  if (hook.state !== 'active') return fail('This webhook is disabled: enable it first.');
  const deliveryId = await deps.webhooks.createDelivery({
    webhookId: hook.id,
    alertId,
    event: 'test',
    payload: JSON.stringify(webhookPayload(alert, deps.publicUrl)),
    now,
  });
  const result = await attemptDelivery(deps, { deliveryId, retry: false });
  return ok(result ?? { channel, status: 'failed', detail: 'The delivery could not be attempted.' });
}
