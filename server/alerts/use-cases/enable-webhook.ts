import type { WebhookSummary } from '@domain/alerts';
import type { AddressGuard, Webhooks } from '../ports';
import { ok, type Result, refuse } from '../../platform/result';
import { summaryOf } from './register-webhook';

/** Turns a disabled webhook back on (its failure count starts again from zero). */
export async function enableWebhook(
  deps: { readonly webhooks: Webhooks; readonly guard: AddressGuard },
  { userId, id }: { readonly userId: number; readonly id: number },
): Promise<Result<WebhookSummary>> {
  const webhook = await deps.webhooks.find(userId, id);
  if (!webhook) return refuse('not_found', 'No such webhook.');
  const refusal = await deps.guard.refusal(webhook.url);
  if (refusal) return refuse('invalid', refusal);
  await deps.webhooks.enable(id);
  return ok(summaryOf({ ...webhook, state: 'active', disabled_reason: null, consecutive_failures: 0 }));
}
