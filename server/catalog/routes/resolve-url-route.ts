import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ResolveShortLinkDeps, resolveShortLink } from '../use-cases/resolve-short-link';
import { shortLinkFailureError } from './catalog-failures';
import type { BudgetHook } from './music-service-budget';

export interface ResolveUrlRouteDeps extends ResolveShortLinkDeps {
  readonly budget: BudgetHook;
}

/**
 * `GET /api/resolve-url?url=` (docs/product.md §7): a Spotify short link's open.spotify.com
 * address. Every resolution asks the link service, so every request spends the budget.
 */
export function registerResolveUrlRoute(app: FastifyInstance, deps: ResolveUrlRouteDeps): void {
  app.get(
    '/resolve-url',
    {
      schema: { querystring: z.object({ url: z.string().optional() }), tags: ['catalog'] },
      preHandler: deps.budget(() => true),
    },
    async (request) => {
      const link = (request.query as { url?: string }).url ?? '';
      const result = await resolveShortLink(deps, { link });
      if (!result.ok) throw shortLinkFailureError(result.error);
      return { success: true, url: result.value };
    },
  );
}
