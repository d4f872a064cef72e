import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INBOX_EVENTS } from '@domain/alerts';
import type { Clock } from '@domain/ports';
import { jsonId } from '../../http/id-schemas';
import type { RateLimitHook } from '../../http/rate-limit';
import { valueOrHttpError } from '../../http/result-to-http';
import { infallibleValue } from '../../platform/result';
import type { AlertInbox } from '../ports';
import { countUnreadAlerts } from '../use-cases/count-unread-alerts';
import { listInbox } from '../use-cases/list-inbox';
import { markAlertsRead } from '../use-cases/mark-alerts-read';
import { type SendTestAlertDeps, sendTestAlert } from '../use-cases/send-test-alert';
import { channelSchema } from './alert-schemas';

const tags = ['alerts'];

export interface AlertInboxRouteDeps {
  readonly inbox: AlertInbox;
  readonly clock: Clock;
  readonly test: SendTestAlertDeps;
  readonly writes: RateLimitHook;
  /** Test alerts really send: a tighter per-account budget. */
  readonly tests: RateLimitHook;
}

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  event: z.enum(INBOX_EVENTS).optional(),
  kind: z.enum(['artist', 'track', 'playlist']).optional(),
  state: z.enum(['read', 'unread']).optional(),
});
const readBody = z.strictObject({ ids: z.array(jsonId).max(500).optional() });
const testBody = z.strictObject({
  channel: channelSchema,
  webhook_id: jsonId.optional(),
});

/** `/api/alerts/inbox`, `/api/alerts/unread-count`, `/api/alerts/inbox/read` and `/api/alerts/test`. */
export async function alertInboxRoutes(app: FastifyInstance, deps: AlertInboxRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/alerts/inbox',
    {
      signedIn: 'verified',
      schema: {
        tags,
        summary: 'The alerts sent to the user, newest first (20 a page), by event, item kind or read state',
        querystring: pageQuery,
      },
    },
    async (request) => ({
      success: true,
      ...infallibleValue(
        await listInbox(deps, {
          userId: request.user.id,
          page: request.query.page,
          filter: { event: request.query.event, kind: request.query.kind, state: request.query.state },
        }),
      ),
    }),
  );
  api.get(
    '/alerts/unread-count',
    { signedIn: 'verified', schema: { tags, summary: 'How many alerts are unread' } },
    async (request) => ({
      success: true,
      unread: infallibleValue(await countUnreadAlerts(deps, { userId: request.user.id })),
    }),
  );
  api.post(
    '/alerts/inbox/read',
    {
      signedIn: 'verified',
      preHandler: deps.writes,
      schema: { tags, summary: 'Mark alerts read (all of them when no ids are given)', body: readBody },
    },
    async (request) => ({
      success: true,
      unread: infallibleValue(
        await markAlertsRead(deps, { userId: request.user.id, ids: request.body.ids ?? null }),
      ),
    }),
  );
  api.post(
    '/alerts/test',
    {
      signedIn: 'verified',
      preHandler: deps.tests,
      schema: {
        tags,
        summary: 'Send a test alert on one channel through the real delivery path',
        body: testBody,
      },
    },
    async (request) => {
      const { user } = request;
      const result = await sendTestAlert(deps.test, {
        userId: user.id,
        email: user.email,
        channel: request.body.channel,
        webhookId: request.body.webhook_id,
      });
      return { success: true, result: valueOrHttpError(result) };
    },
  );
}
