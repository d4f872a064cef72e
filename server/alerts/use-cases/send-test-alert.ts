import { type AlertChannel, type ChannelResult, failedTestMessage, testAlertMessage } from '@domain/alerts';
import { type OutgoingAlert, webhookPayload } from '../alert-messages';
import {
  type AttemptDeps,
  attemptDelivery,
  type DeliveryDeps,
  deliverBatch,
  EMAIL_OFF,
  NO_WEBHOOK,
  TELEGRAM_UNAVAILABLE,
} from '../delivery-steps';
import type { AlertSubscribers, StoredWebhook } from '../ports';
import { ok, type Result, refuse } from '../../platform/result';

export interface SendTestAlertDeps extends DeliveryDeps, AttemptDeps {
  readonly subscribers: AlertSubscribers;
  /** Whether the mailer reaches people (SMTP), not only the server log. */
  readonly mailConfigured: boolean;
}

export const MAIL_LOG_ONLY =
  'This installation has no mail server set up (SMTP_URL): the email was written to the server log only.';

export interface TestAlertInput {
  readonly userId: number;
  readonly email: string;
  readonly channel: AlertChannel;
  /** Which webhook (default: the user's first active one). */
  readonly webhookId?: number;
}

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
  const message = testAlertMessage(channel);
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
  const alert = { alertId, createdAt: now, item: null, event: 'test' as const, message, data };
  const result = await deliverTest(deps, { ...input, hook, alert });
  // The inbox keeps what happened: a failed test reads as a failure, not as the message it carried.
  if (result.status === 'failed') {
    await deps.inbox.setMessage(alertId, failedTestMessage(channel, result.detail));
  }
  return ok(result);
}

async function deliverTest(
  deps: SendTestAlertDeps,
  input: TestAlertInput & { readonly hook: StoredWebhook | null; readonly alert: OutgoingAlert },
): Promise<ChannelResult> {
  const { userId, channel, hook, alert } = input;
  const fail = async (detail: string) => {
    const result: ChannelResult = { channel, status: 'failed', detail };
    await deps.inbox.setResult(alert.alertId, result, deps.clock.now());
    return result;
  };
  if (channel === 'email') {
    const on = await deps.subscribers.withSettingOn([userId], 'email_notifications');
    if (!on.has(userId)) return fail(`${EMAIL_OFF} Switch them on to get alerts by email.`);
    const result = await deliverBatch(deps, {
      userId,
      email: input.email,
      channel,
      batch: 'instant',
      alerts: [alert],
    });
    // The console mailer "sends" into the server log: nobody received it.
    return result.status === 'sent' && !deps.mailConfigured ? fail(MAIL_LOG_ONLY) : result;
  }
  if (channel === 'telegram') {
    if (!deps.chat) return fail(TELEGRAM_UNAVAILABLE);
    const sent = await deps.chat.sendNote(userId, alert.message);
    if (!sent.ok) return fail(sent.error);
    const result: ChannelResult = { channel, status: 'sent', detail: null };
    await deps.inbox.setResult(alert.alertId, result, deps.clock.now());
    return result;
  }
  if (!hook) return fail(NO_WEBHOOK);
  if (hook.state !== 'active') return fail('This webhook is disabled: enable it first.');
  const deliveryId = await deps.webhooks.createDelivery({
    webhookId: hook.id,
    alertId: alert.alertId,
    event: 'test',
    payload: JSON.stringify(webhookPayload(alert, deps.publicUrl)),
    now: alert.createdAt,
  });
  const result = await attemptDelivery(deps, { deliveryId, retry: false });
  return result ?? fail('The delivery could not be attempted.');
}
