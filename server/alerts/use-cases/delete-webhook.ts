import type { Webhooks } from '../ports';
import { ok, type Result, refuse } from '../../platform/result';

/** Removes the webhook and its delivery log. */
export async function deleteWebhook(
  deps: { readonly webhooks: Webhooks },
  { userId, id }: { readonly userId: number; readonly id: number },
): Promise<Result<void>> {
  return (await deps.webhooks.remove(userId, id)) ? ok(undefined) : refuse('not_found', 'No such webhook.');
}
