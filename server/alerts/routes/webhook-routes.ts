import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitHook } from '../../http/rate-limit';
import { valueOrHttpError } from '../../http/result-to-http';
import { infallibleValue } from '../../platform/result';
import type { AddressGuard, Webhooks } from '../ports';
import { deleteWebhook } from '../use-cases/delete-webhook';
import { enableWebhook } from '../use-cases/enable-webhook';
import { listWebhookDeliveries } from '../use-cases/list-webhook-deliveries';
import { listWebhooks } from '../use-cases/list-webhooks';
import { type RegisterWebhookDeps, registerWebhook } from '../use-cases/register-webhook';
import { rotateWebhookSecret } from '../use-cases/rotate-webhook-secret';
import { webhookParams } from './alert-schemas';

const tags = ['alerts'];
const urlBody = z.strictObject({ url: z.string().min(1).max(2000) });

export interface WebhookRouteDeps extends RegisterWebhookDeps {
  readonly webhooks: Webhooks;
  readonly guard: AddressGuard;
  /** `WEBHOOK_ALLOW_PRIVATE`: told to the browser so its form accepts what the server will. */
  readonly allowPrivate: boolean;
  readonly writes: RateLimitHook;
}

/** `/api/alerts/webhooks`: register, list, rotate the secret, enable, delete, and the delivery log. */
export async function webhookRoutes(app: FastifyInstance, deps: WebhookRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { signedIn: 'verified', preHandler: deps.writes } as const;
  api.get(
    '/alerts/webhooks',
    {
      signedIn: 'verified',
      schema: { tags, summary: "The user's webhooks, and the URLs this installation accepts" },
    },
    async (request) => ({
      success: true,
      webhooks: infallibleValue(await listWebhooks(deps, { userId: request.user.id })),
      policy: { allow_http: deps.allowHttp, allow_private: deps.allowPrivate },
    }),
  );
  api.post(
    '/alerts/webhooks',
    { ...guarded, schema: { tags, summary: 'Register a webhook (its secret is shown once)', body: urlBody } },
    async (request) => ({
      success: true,
      ...valueOrHttpError(await registerWebhook(deps, { userId: request.user.id, url: request.body.url })),
    }),
  );
  api.post(
    '/alerts/webhooks/:id/rotate-secret',
    { ...guarded, schema: { tags, summary: "Replace a webhook's signing secret", params: webhookParams } },
    async (request) => ({
      success: true,
      secret: valueOrHttpError(
        await rotateWebhookSecret(deps, { userId: request.user.id, id: request.params.id }),
      ),
    }),
  );
  api.post(
    '/alerts/webhooks/:id/enable',
    { ...guarded, schema: { tags, summary: 'Turn a disabled webhook back on', params: webhookParams } },
    async (request) => ({
      success: true,
      webhook: valueOrHttpError(
        await enableWebhook(deps, { userId: request.user.id, id: request.params.id }),
      ),
    }),
  );
  api.delete(
    '/alerts/webhooks/:id',
    { ...guarded, schema: { tags, summary: 'Delete a webhook and its delivery log', params: webhookParams } },
    async (request) => {
      valueOrHttpError(await deleteWebhook(deps, { userId: request.user.id, id: request.params.id }));
      return { success: true };
    },
  );
  api.get(
    '/alerts/webhooks/:id/deliveries',
    {
      signedIn: 'verified',
      schema: { tags, summary: "A webhook's 50 latest deliveries", params: webhookParams },
    },
    async (request) => ({
      success: true,
      deliveries: valueOrHttpError(
        await listWebhookDeliveries(deps, { userId: request.user.id, id: request.params.id }),
      ),
    }),
  );
}
