import type { OutgoingAlert } from '../alert-messages';
import { type DeliveryDeps, deliverBatch } from '../delivery-steps';
import type { AlertSubscribers, QueuedAlert } from '../ports';
import { ok, type Result } from '../../platform/result';

export interface SendAlertDigestsDeps extends DeliveryDeps {
  readonly subscribers: AlertSubscribers;
}

const PERIOD_MS = { daily: 86_400_000, weekly: 7 * 86_400_000 } as const;
/** Cycles drift by minutes: a digest is due a little before its full period has passed. */
const DRIFT = 0.9;

/**
 * Sends each daily or weekly digest that is due: one message per user, channel and frequency with
 * every alert queued for it, grouped by item, once per period (counted from the last digest, or from
 * the oldest queued alert). Quiet when nothing is queued. Answers the digests sent.
 */
export async function sendAlertDigests(
  deps: SendAlertDigestsDeps,
  { now }: { readonly now: Date },
): Promise<Result<number, never>> {
  const queued = await deps.inbox.queued();
  if (queued.length === 0) return ok(0);
  const groups = new Map<string, QueuedAlert[]>();
  for (const alert of queued) {
    const key = `${alert.userId}:${alert.channel}:${alert.frequency}`;
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  const subscribers = await deps.subscribers.verifiedSubscribers(['email_notifications']);
  const emails = new Map(subscribers.map((subscriber) => [subscriber.userId, subscriber.email]));
  let sent = 0;
  for (const alerts of groups.values()) {
    const { userId, channel, frequency } = alerts[0]!;
    const last = await deps.inbox.lastDigest(userId, channel, frequency);
    const anchor = last ?? alerts[0]!.createdAt;
    if (now.getTime() - anchor.getTime() < PERIOD_MS[frequency] * DRIFT) continue;
    const outgoing: OutgoingAlert[] = alerts.map(({ alertId, createdAt, item, event, message, data }) => ({
      alertId,
      createdAt,
      item,
      event,
      message,
      data,
    }));
    await deliverBatch(deps, {
      userId,
      email: emails.get(userId) ?? null,
      channel,
      batch: frequency,
      alerts: outgoing,
    });
    await deps.inbox.rememberDigest(userId, channel, frequency, now);
    sent++;
  }
  return ok(sent);
}
