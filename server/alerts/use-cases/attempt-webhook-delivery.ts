import type { ChannelResult } from '@domain/alerts';
import { type AttemptDeps, attemptDelivery } from '../delivery-steps';
import { ok, type Result } from '../../platform/result';

/** One scheduled attempt of a pending delivery (retried with backoff while attempts remain). */
export async function attemptWebhookDelivery(
  deps: AttemptDeps,
  { deliveryId }: { readonly deliveryId: number },
): Promise<Result<ChannelResult | null, never>> {
  return ok(await attemptDelivery(deps, { deliveryId, retry: true }));
}
