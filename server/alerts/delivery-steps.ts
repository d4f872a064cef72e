import type { AlertChannel, ChannelResult } from '@domain/alerts';
import type { Clock } from '@domain/ports';
import {
  type AlertBatch,
  alertEmail,
  groupByItem,
  type OutgoingAlert,
  webhookPayload,
} from './alert-messages';
import type {
  AddressGuard,
  AlertInbox,
  AlertMailer,
  ChatAlerts,
  RetryScheduler,
  WebhookSender,
  Webhooks,
  WebhookTuning,
} from './ports';

// Steps the evaluation, the digests and the test alert share: sending a batch on one channel, and
// one attempt of a webhook delivery.

export interface DeliveryDeps {
  readonly inbox: AlertInbox;
  readonly mailer: AlertMailer;
  readonly chat: ChatAlerts | null;
  readonly webhooks: Webhooks;
  readonly scheduler: RetryScheduler;
  readonly clock: Clock;
  readonly publicUrl: string;
}

export const EMAIL_OFF = 'Email notifications are off in My Account.';
export const TELEGRAM_UNAVAILABLE = 'Telegram alerts are not available on this Chartpulse.';
export const NO_WEBHOOK = 'No active webhook is registered.';

export interface Batch {
  readonly userId: number;
  /** Null when the user's email notifications are off. */
  readonly email: string | null;
  readonly channel: AlertChannel;
  readonly batch: AlertBatch;
  readonly alerts: readonly OutgoingAlert[];
}

/**
 * Sends a user's alerts on one channel: one email or one chat message grouped by item, or a webhook
 * POST per alert (queued; each attempt records its result). Records the result on every alert.
 */
export async function deliverBatch(deps: DeliveryDeps, batch: Batch): Promise<ChannelResult> {
  const result = await send(deps, batch);
  for (const alert of batch.alerts) await deps.inbox.setResult(alert.alertId, result, deps.clock.now());
  return result;
}

async function send(
  deps: DeliveryDeps,
  { userId, email, channel, batch, alerts }: Batch,
): Promise<ChannelResult> {
  const failed = (detail: string): ChannelResult => ({ channel, status: 'failed', detail });
  if (channel === 'email') {
    if (email === null) return failed(EMAIL_OFF);
    try {
      await deps.mailer.send({ to: email, ...alertEmail(alerts, batch, deps.publicUrl) });
      return { channel, status: 'sent', detail: null };
    } catch {
      return failed('The email could not be sent; the mail server refused or did not answer.');
    }
  }
  if (channel === 'telegram') {
    if (!deps.chat) return failed(TELEGRAM_UNAVAILABLE);
    const sent = await deps.chat.sendGroups(userId, groupByItem(alerts));
    return sent.ok ? { channel, status: 'sent', detail: null } : failed(sent.error);
  }
  const hooks = await deps.webhooks.activeOf([userId]);
  if (hooks.length === 0) return failed(NO_WEBHOOK);
  for (const alert of alerts) {
    const payload = JSON.stringify(webhookPayload(alert, deps.publicUrl));
    for (const hook of hooks) {
      const id = await deps.webhooks.createDelivery({
        webhookId: hook.id,
        alertId: alert.alertId,
        event: alert.event,
        payload,
        now: deps.clock.now(),
      });
      await deps.scheduler.schedule(id, 0);
    }
  }
  return { channel, status: 'pending', detail: null };
}

export interface AttemptDeps {
  readonly webhooks: Webhooks;
  readonly sender: WebhookSender;
  readonly guard: AddressGuard;
  readonly scheduler: RetryScheduler;
  readonly inbox: AlertInbox;
  readonly clock: Clock;
  readonly tuning: WebhookTuning;
}

export const disabledReason = (failures: number) => `Disabled after ${failures} failed deliveries in a row.`;

/** How long past its deadline an attempt's hold lasts (a killed process's hold then expires). */
const HOLD_MARGIN_MS = 60_000;
/** A job this much early still runs its attempt (timers and job queues fire a little off). */
const DUE_SLACK_MS = 1000;

/** The body a receiver gets: the stored payload with the delivery's stable id first. */
export function deliveryBody(deliveryId: number, payload: string): string {
  return JSON.stringify({ delivery_id: deliveryId, ...(JSON.parse(payload) as object) });
}

/**
 * One POST of a pending delivery, holding it meanwhile (a second job for it does nothing). A 2xx
 * delivers it; anything else, when `retry` and attempts remain, tries again after the next backoff
 * delay. A delivery whose attempts are all used up counts one failure on the webhook, which is
 * disabled after `disableAfter` such deliveries in a row, and the user is told in the inbox.
 * Every attempt sends the same delivery id (header and body), so a receiver can de-duplicate.
 */
export async function attemptDelivery(
  deps: AttemptDeps,
  { deliveryId, retry }: { readonly deliveryId: number; readonly retry: boolean },
): Promise<ChannelResult | null> {
  const now = deps.clock.now();
  const delivery = await deps.webhooks.claim(deliveryId, {
    now,
    until: new Date(now.getTime() + deps.tuning.timeoutMs + HOLD_MARGIN_MS),
    dueBy: new Date(now.getTime() + DUE_SLACK_MS),
  });
  if (!delivery) return null;
  const { webhook } = delivery;
  const attempts = delivery.attempts + 1;
  const record = async (result: ChannelResult) => {
    if (delivery.alertId !== null) await deps.inbox.setResult(delivery.alertId, result, deps.clock.now());
    return result;
  };
  if (webhook.state !== 'active') {
    const detail = 'The webhook is disabled.';
    await deps.webhooks.updateDelivery(
      deliveryId,
      {
        status: 'failed',
        attempts: delivery.attempts,
        last_status_code: null,
        last_error: detail,
        nextAttemptAt: null,
      },
      now,
    );
    return record({ channel: 'webhook', status: 'failed', detail });
  }
  const refusal = await deps.guard.refusal(webhook.url);
  const outcome = refusal
    ? { error: refusal }
    : await deps.sender.post({
        url: webhook.url,
        body: deliveryBody(deliveryId, delivery.payload),
        secret: webhook.secret,
        unixSeconds: Math.floor(now.getTime() / 1000),
        deliveryId,
      });
  const status = 'status' in outcome ? outcome.status : null;
  if (status !== null && status >= 200 && status < 300) {
    await deps.webhooks.updateDelivery(
      deliveryId,
      { status: 'delivered', attempts, last_status_code: status, last_error: null, nextAttemptAt: null },
      deps.clock.now(),
    );
    await deps.webhooks.recordSuccess(webhook.id);
    return record({ channel: 'webhook', status: 'sent', detail: null });
  }
  const error = 'error' in outcome ? outcome.error : `The receiver answered ${status}.`;
  const delayMs = retry ? deps.tuning.retryDelaysMs[attempts - 1] : undefined;
  const finishedAt = deps.clock.now();
  await deps.webhooks.updateDelivery(
    deliveryId,
    {
      status: delayMs === undefined ? 'failed' : 'pending',
      attempts,
      last_status_code: status,
      last_error: error,
      nextAttemptAt: delayMs === undefined ? null : new Date(finishedAt.getTime() + delayMs),
    },
    finishedAt,
  );
  if (delayMs !== undefined) {
    await deps.scheduler.schedule(deliveryId, delayMs);
    return record({ channel: 'webhook', status: 'pending', detail: `Retrying: ${error}` });
  }
  const failures = await deps.webhooks.recordFailure(webhook.id);
  if (failures >= deps.tuning.disableAfter) {
    await deps.webhooks.disable(webhook.id, disabledReason(failures));
    await deps.inbox.record({
      userId: webhook.userId,
      createdAt: deps.clock.now(),
      item: null,
      event: 'webhook_disabled',
      message: `Your webhook ${webhook.url} was disabled after ${failures} failed deliveries in a row (last: ${error}) Fix the receiver, then enable it again under My account.`,
      data: { webhook_id: webhook.id, url: webhook.url },
      channels: [],
    });
  }
  return record({ channel: 'webhook', status: 'failed', detail: error });
}
