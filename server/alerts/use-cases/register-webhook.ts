import { type WebhookSummary, webhookUrlProblem } from '@domain/alerts';
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
 * Registers an https URL (or http, when the operator allows it) whose host resolves to public
 * addresses only (unless the operator allows private ones); answers it with its signing secret,
 * shown this once. Each refusal names the setting that would allow the URL.
 */
export async function registerWebhook(
  deps: RegisterWebhookDeps,
  { userId, url }: { readonly userId: number; readonly url: string },
): Promise<Result<{ webhook: WebhookSummary; secret: string }>> {
  const problem = webhookUrlProblem(url, { allow_http: deps.allowHttp, allow_private: false });
  if (problem) return refuse('invalid', problem);
  const parsed = new URL(url);
  const refusal = await deps.guard.refusal(parsed.href);
  if (refusal) return refuse('invalid', refusal);
  const secret = deps.secrets.next();
  const webhook = await deps.webhooks.create(userId, parsed.href, secret, deps.clock.now(), MAX_WEBHOOKS);
  if (!webhook) return refuse('conflict', TOO_MANY_WEBHOOKS);
  return ok({ webhook: summaryOf(webhook), secret });
}
