import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, type HttpError, serviceUnavailable } from '../../http/http-error';
import type { SearchCatalog, SearchFailure } from '../use-cases/search-catalog';
import { MAX_OFFSET, MAX_QUERY_LENGTH } from '../use-cases/search-request';
import { QUOTA_MESSAGE, sendAnswerJson, UNAVAILABLE_MESSAGE } from './catalog-replies';
import type { BudgetHook } from './music-service-budget';

const searchQuery = z.object({
  query: z.string().optional(),
  type: z.string().optional(),
  page: z.string().optional(),
  limit: z.string().optional(),
});

const FAILURES: Record<SearchFailure, () => HttpError> = {
  repeated_parameter: () => badRequest('Each search parameter may be given only once.'),
  empty_query: () => badRequest('Please enter something to search for.'),
  query_too_long: () => badRequest(`The search text is too long: at most ${MAX_QUERY_LENGTH} characters.`),
  unknown_type: () => badRequest('The search type must be artist, track or playlist.'),
  bad_page: () => badRequest('The page must be a whole number from 1.'),
  bad_limit: () => badRequest('The limit must be a whole number from 1 to 50.'),
  offset_too_far: () => badRequest(`Results are available up to item ${MAX_OFFSET}: choose an earlier page.`),
  forbidden: () => forbidden('Search is not available from the music service right now.'),
  quota: () => serviceUnavailable(QUOTA_MESSAGE),
  unavailable: () => serviceUnavailable(UNAVAILABLE_MESSAGE),
};

/** `GET /api/search` (docs/product.md §3); searches the cache cannot answer spend the budget. */
export function registerSearchRoute(app: FastifyInstance, search: SearchCatalog, budget: BudgetHook): void {
  app.get(
    '/search',
    {
      schema: { querystring: searchQuery, tags: ['catalog'], summary: 'Search artists, tracks or playlists' },
      // An answer already cached costs the music service nothing and is served like a static
      // file, so it does not spend the budget (and stays fast).
      preHandler: budget((request) => !search.isCached(request.query as z.infer<typeof searchQuery>)),
    },
    async (request, reply) => {
      const result = await search.execute(request.query as z.infer<typeof searchQuery>);
      if (!result.ok) throw FAILURES[result.error]();
      return sendAnswerJson(reply, result.value);
    },
  );
}
