import type { Secrets, Webhooks } from '../ports';
import { ok, type Result, refuse } from '../../platform/result';

/** Gives the webhook a new signing secret (shown this once); the old one stops working at once. */
export async function rotateWebhookSecret(
  deps: { readonly webhooks: Webhooks; readonly secrets: Secrets },
  { userId, id }: { readonly userId: number; readonly id: number },
): Promise<Result<string>> {
  if (!(await deps.webhooks.find(userId, id))) return refuse('not_found', 'No such webhook.');
  const secret = deps.secrets.next();
  await deps.webhooks.setSecret(id, secret);
  return ok(secret);
}
