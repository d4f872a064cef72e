import type { WebhookSummary } from '@domain/alerts';
import type { Clock } from '@domain/ports';
import { type AddressGuard, type Secrets, type StoredWebhook, type Webhooks } from '../ports';
import { ok, type Result, refuse } from '../../platform/result';

export interface RegisterWebhookDeps {
  readonly webhooks: Webhooks;
  readonly guard: AddressGuard;
  readonly secrets: Secrets;
  readonly clock: Clock;
  /** `WEBHOOK_ALLOW_HTTP`: plain http is accepted too (loopback tests, self-hosting). */
  readonly allowHttp: boolean;
}

export const MAX_WEBHOOKS = 5;
export const TOO_MANY_WEBHOOKS = `You can register at most ${MAX_WEBHOOKS} webhooks.`;

/** The summary the API shows (never the secret). */
export function summaryOf(webhook: StoredWebhook): WebhookSummary {
  const { id, url, state, disabled_reason, created_at, consecutive_failures } = webhook;
  return { id, url, state, disabled_reason, created_at, consecutive_failures };
}

/**
 * Registers an https URL whose host resolves to public addresses only (unless the operator allows
 * private ones); answers it with its signing secret, shown this once.
 */
export async function registerWebhook(
  deps: RegisterWebhookDeps,
  { userId, url }: { readonly userId: number; readonly url: string },
): Promise<Result<{ webhook: WebhookSummary; secret: string }>> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('invalid', 'Enter a full URL starting with https://.');
  }
  const schemes = deps.allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(parsed.protocol))
    return refuse('invalid', 'The webhook URL must start with https://.');
  if (parsed.username || parsed.password)
    return refuse('invalid', 'The webhook URL may not contain a user name or password.');
  const refusal = await deps.guard.refusal(parsed.href);
  if (refusal) return refuse('invalid', refusal);
  const secret = deps.secrets.next();
  const webhook = await deps.webhooks.create(userId, parsed.href, secret, deps.clock.now(), MAX_WEBHOOKS);
  if (!webhook) return refuse('conflict', TOO_MANY_WEBHOOKS);
  return ok({ webhook: summaryOf(webhook), secret });
}
