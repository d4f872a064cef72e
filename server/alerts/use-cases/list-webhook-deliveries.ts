import type { WebhookDelivery } from '@domain/alerts';
import type { Webhooks } from '../ports';
import { ok, type Result, refuse } from '../../platform/result';

export const DELIVERY_LOG_SIZE = 50;

/** The webhook's 50 latest deliveries, newest first. */
export async function listWebhookDeliveries(
  deps: { readonly webhooks: Webhooks },
  { userId, id }: { readonly userId: number; readonly id: number },
): Promise<Result<WebhookDelivery[]>> {
  if (!(await deps.webhooks.find(userId, id))) return refuse('not_found', 'No such webhook.');
  return ok(await deps.webhooks.deliveries(id, DELIVERY_LOG_SIZE));
}
