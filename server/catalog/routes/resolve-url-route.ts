import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, type HttpError, serviceUnavailable } from '../../http/http-error';
import type { ResolveShortLink, ShortLinkFailure } from '../use-cases/resolve-short-link';
import type { BudgetHook } from './music-service-budget';

const FAILURES: Record<ShortLinkFailure, () => HttpError> = {
  missing_link: () => badRequest('Please give the link to resolve.'),
  link_too_long: () => badRequest('The link is too long.'),
  not_spotify_link: () =>
    badRequest('Only Spotify links (spotify.link, spoti.fi, open.spotify.com) can be resolved.'),
  leaves_spotify: () => badRequest('The link does not lead to Spotify.'),
  too_many_redirects: () => badRequest('The link redirects too many times.'),
  unresolved: () => badRequest('Failed to resolve the shortened Spotify URL'),
  link_service_unavailable: () => serviceUnavailable('The link service did not answer. Please try again.'),
};

/**
 * `GET /api/resolve-url?url=` (docs/product.md §7): a Spotify short link's open.spotify.com
 * address. Every resolution asks the link service, so every request spends the budget.
 */
export function registerResolveUrlRoute(
  app: FastifyInstance,
  resolveShortLink: ResolveShortLink,
  budget: BudgetHook,
): void {
  app.get(
    '/resolve-url',
    {
      schema: { querystring: z.object({ url: z.string().optional() }), tags: ['catalog'] },
      preHandler: budget(() => true),
    },
    async (request) => {
      const result = await resolveShortLink.execute((request.query as { url?: string }).url ?? '');
      if (!result.ok) throw FAILURES[result.error]();
      return { success: true, url: result.value };
    },
  );
}
