import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSearchCached } from '../catalog-cache-keys';
import { type SearchCatalogDeps, searchCatalog } from '../use-cases/search-catalog';
import { searchFailureError } from './catalog-failures';
import { sendAnswerJson } from './catalog-replies';
import type { BudgetHook } from './music-service-budget';

const searchQuery = z.object({
  query: z.string().optional(),
  type: z.string().optional(),
  page: z.string().optional(),
  limit: z.string().optional(),
  service: z.string().optional(),
});

export interface SearchRouteDeps extends SearchCatalogDeps {
  readonly budget: BudgetHook;
}

/** `GET /api/search` (docs/product.md §3); searches the cache cannot answer spend the budget. */
export function registerSearchRoute(app: FastifyInstance, deps: SearchRouteDeps): void {
  app.get(
    '/search',
    {
      schema: { querystring: searchQuery, tags: ['catalog'], summary: 'Search artists, tracks or playlists' },
      // An answer already cached costs the music service nothing and is served like a static
      // file, so it does not spend the budget (and stays fast).
      preHandler: deps.budget(
        (request) => !isSearchCached(deps.cache, request.query as z.infer<typeof searchQuery>, deps.enabled),
      ),
    },
    async (request, reply) => {
      const result = await searchCatalog(deps, request.query as z.infer<typeof searchQuery>);
      if (!result.ok) throw searchFailureError(result.error);
      return sendAnswerJson(reply, result.value);
    },
  );
}
