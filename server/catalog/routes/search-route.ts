import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, type HttpError, serviceUnavailable } from '../../http/http-error';
import type { SearchCatalog, SearchFailure } from '../use-cases/search-catalog';
import { MAX_OFFSET, MAX_QUERY_LENGTH } from '../use-cases/search-request';
import { QUOTA_MESSAGE, sendAnswerJson, UNAVAILABLE_MESSAGE } from './catalog-replies';

const searchQuery = z.object({
  query: z.string().optional(),
  type: z.string().optional(),
  page: z.string().optional(),
  limit: z.string().optional(),
});

export interface SearchRateLimit {
  readonly perIp: number;
  readonly windowMs: number;
}

const FAILURES: Record<SearchFailure, () => HttpError> = {
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

/** `GET /api/search` (docs/product.md §3), with a per-IP budget on searches the cache cannot answer. */
export function registerSearchRoute(
  app: FastifyInstance,
  search: SearchCatalog,
  limit: SearchRateLimit,
): void {
  app.get(
    '/search',
    {
      schema: { querystring: searchQuery, tags: ['catalog'], summary: 'Search artists, tracks or playlists' },
      config: {
        rateLimit: {
          max: limit.perIp,
          timeWindow: limit.windowMs,
          // The budget guards the music service's quota: an answer already cached costs nothing
          // upstream and is served like a static file, so it is not counted (and stays fast).
          allowList: (request: FastifyRequest) =>
            search.isCached(request.query as z.infer<typeof searchQuery>),
        },
      },
    },
    async (request, reply) => {
      const result = await search.execute(request.query as z.infer<typeof searchQuery>);
      if (!result.ok) throw FAILURES[result.error]();
      return sendAnswerJson(reply, result.value);
    },
  );
}
