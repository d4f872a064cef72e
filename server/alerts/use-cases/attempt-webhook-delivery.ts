import type { ChannelResult } from '@domain/alerts';
import { type AttemptDeps, attemptDelivery } from '../delivery-steps';
import type { DeliveryGate } from '../delivery-gate';
import { ok, type Result } from '../../platform/result';

/**
 * One scheduled attempt of a pending delivery (retried with backoff while attempts remain), when
 * the gate has a slot for its user and receiver; `busy` when not (the runner queues it again soon).
 */
export async function attemptWebhookDelivery(
  deps: AttemptDeps,
  { deliveryId, gate }: { readonly deliveryId: number; readonly gate: DeliveryGate },
): Promise<Result<ChannelResult | null | 'busy', never>> {
  const delivery = await deps.webhooks.delivery(deliveryId);
  if (delivery?.status !== 'pending') return ok(null);
  const leave = gate.enter(delivery.webhook.userId, delivery.webhook.url);
  if (!leave) return ok('busy');
  try {
    return ok(await attemptDelivery(deps, { deliveryId, retry: true }));
  } finally {
    leave();
  }
}
