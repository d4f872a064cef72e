import type { WebhookSummary } from '@domain/alerts';
import type { Webhooks } from '../ports';
import { ok, type Result } from '../../platform/result';
import { summaryOf } from './register-webhook';

/** The user's webhooks, oldest first, without their secrets. */
export async function listWebhooks(
  deps: { readonly webhooks: Webhooks },
  { userId }: { readonly userId: number },
): Promise<Result<WebhookSummary[], never>> {
  return ok((await deps.webhooks.list(userId)).map(summaryOf));
}
