import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitHook } from '../../http/rate-limit';
import { infallibleValue } from '../../platform/result';
import { valueOrHttpError } from '../../http/result-to-http';
import type { AlertRules, AlertWatchlist } from '../ports';
import { getAlertRules } from '../use-cases/get-alert-rules';
import { getItemRule } from '../use-cases/get-item-rule';
import { resetItemRule } from '../use-cases/reset-item-rule';
import { setDefaultRule } from '../use-cases/set-default-rule';
import { setItemRule } from '../use-cases/set-item-rule';
import type { ChannelReadinessDeps } from '../use-cases/read-channel-readiness';
import type { Clock } from '@domain/ports';
import { itemParams, ruleSchema } from './alert-schemas';

const tags = ['alerts'];

export interface AlertRulesRouteDeps extends ChannelReadinessDeps {
  readonly rules: AlertRules;
  readonly watchlist: AlertWatchlist;
  readonly clock: Clock;
  /** The per-account budget of alert settings writes. */
  readonly writes: RateLimitHook;
}

/** `/api/alerts/rules`: the default rule, and one rule per tracked item that beats it. */
export async function alertRulesRoutes(app: FastifyInstance, deps: AlertRulesRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/alerts/rules',
    {
      signedIn: 'verified',
      schema: { tags, summary: 'The default alert rule and the per-item overrides' },
    },
    async (request) => ({
      success: true,
      ...infallibleValue(await getAlertRules(deps, { userId: request.user.id })),
    }),
  );
  api.put(
    '/alerts/rules/default',
    {
      signedIn: 'verified',
      preHandler: deps.writes,
      schema: { tags, summary: 'Save the default alert rule', body: ruleSchema },
    },
    async (request) => ({
      success: true,
      ...infallibleValue(await setDefaultRule(deps, { userId: request.user.id, rule: request.body })),
    }),
  );
  api.get(
    '/alerts/rules/:kind/:id',
    {
      signedIn: 'verified',
      schema: { tags, summary: 'The alert rule that applies to one item', params: itemParams },
    },
    async (request) => ({
      success: true,
      ...infallibleValue(
        await getItemRule(deps, {
          userId: request.user.id,
          kind: request.params.kind,
          spotifyId: request.params.id,
        }),
      ),
    }),
  );
  api.put(
    '/alerts/rules/:kind/:id',
    {
      signedIn: 'verified',
      preHandler: deps.writes,
      schema: {
        tags,
        summary: 'Give a tracked item its own alert rule',
        params: itemParams,
        body: ruleSchema,
      },
    },
    async (request) => ({
      success: true,
      ...valueOrHttpError(
        await setItemRule(deps, {
          userId: request.user.id,
          kind: request.params.kind,
          spotifyId: request.params.id,
          rule: request.body,
        }),
      ),
    }),
  );
  api.delete(
    '/alerts/rules/:kind/:id',
    {
      signedIn: 'verified',
      preHandler: deps.writes,
      schema: { tags, summary: "Drop an item's own alert rule (the default applies)", params: itemParams },
    },
    async (request) => ({
      success: true,
      ...infallibleValue(
        await resetItemRule(deps, {
          userId: request.user.id,
          kind: request.params.kind,
          spotifyId: request.params.id,
        }),
      ),
    }),
  );
}
