import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { analyzeFollowerChart } from '@domain/analytics';
import type { ArtistDetails, SearchResponse, TrackDetails } from '@domain/catalog';
import { isMusicServiceError, type MusicItemType } from '@domain/catalog';
import { type MusicService } from '@domain/ports';
import type { ApiModule } from '../app';
import { badRequest, HttpError } from '../http/http-error';
import { loadArtistDetails } from './artist-details';
import { CatalogCache } from './catalog-cache';
import {
  type PlaylistBasics,
  playlistBasics,
  playlistInfo,
  searchResponse,
  trackDetails,
} from './catalog-answers';
import { musicErrorToHttp } from './music-errors';
import { noFollowerHistory, type PlaylistFollowerHistory } from './playlist-follower-history';
import { parseSearchRequest, type RawSearchQuery, type SearchRequest } from './search-request';
import { resolveShortLink } from './short-link-resolver';

export interface CatalogModuleDeps {
  readonly musicService: MusicService;
  readonly followerHistory?: PlaylistFollowerHistory;
  /** Shared answer cache; a private one is made when omitted. */
  readonly cache?: CatalogCache;
  /** Per-IP search budget (DESIGN §5). */
  readonly searchRateLimit?: { readonly perIp: number; readonly windowMs: number };
  /** Used by `/resolve-url` to contact the short-link hosts (tests inject a local server). */
  readonly resolverFetch?: typeof fetch;
  readonly ttl?: { readonly searchMs?: number; readonly itemMs?: number; readonly notFoundMs?: number };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const SPOTIFY_ID = /^[0-9A-Za-z]{22}$/;
const idParams = z.object({ id: z.string() });
const searchQuery = z.object({
  query: z.string().optional(),
  type: z.string().optional(),
  page: z.string().optional(),
  limit: z.string().optional(),
});

/** The cache key of a search, or undefined when the parameters are invalid. */
function searchCacheKey(raw: RawSearchQuery | SearchRequest): string | undefined {
  const parsed = 'offset' in raw ? { ok: true as const, value: raw } : parseSearchRequest(raw);
  if (!parsed.ok) return undefined;
  const { query, type, limit, offset } = parsed.value;
  return `search:${type}:${limit}:${offset}:${query.toLowerCase()}`;
}

/** `/api/search`, `/api/artist/:id`, `/api/track/:id`, `/api/playlist/:id`, `/api/resolve-url` (SPEC §3, §7). */
export function createCatalogModule(deps: CatalogModuleDeps): ApiModule {
  const music = deps.musicService;
  const cache = deps.cache ?? new CatalogCache();
  const history = deps.followerHistory ?? noFollowerHistory;
  const searchTtl = deps.ttl?.searchMs ?? 5 * 60_000;
  const itemTtl = deps.ttl?.itemMs ?? 60 * 60_000;
  const notFoundTtl = deps.ttl?.notFoundMs ?? 60_000;
  const rememberNotFound = (error: unknown) =>
    isMusicServiceError(error, 'not_found') ? notFoundTtl : undefined;

  async function cached<T>(
    type: MusicItemType | 'search',
    key: string,
    ttl: number,
    load: () => Promise<T>,
    bypass = false,
  ) {
    try {
      return await cache.getOrLoad(key, ttl, load, { bypass, failureTtlMs: rememberNotFound });
    } catch (error) {
      throw musicErrorToHttp(error, type);
    }
  }

  /** Cached answers are kept as their final JSON text: a cache hit costs no serialisation. */
  function cachedJson(type: MusicItemType | 'search', key: string, ttl: number, load: () => Promise<object>) {
    return cached(type, key, ttl, async () => JSON.stringify({ success: true, ...(await load()) }));
  }

  function validId(id: string, type: MusicItemType): string {
    if (!SPOTIFY_ID.test(id)) throw badRequest(`Invalid ${type} id: expected 22 letters and digits.`);
    return id;
  }

  return async (app: FastifyInstance) => {
    const limit = deps.searchRateLimit ?? { perIp: 120, windowMs: 60_000 };
    await app.register(rateLimit, { global: false });

    app.get(
      '/search',
      {
        schema: {
          querystring: searchQuery,
          tags: ['catalog'],
          summary: 'Search artists, tracks or playlists',
        },
        config: {
          rateLimit: {
            max: limit.perIp,
            timeWindow: limit.windowMs,
            // The budget guards the music service's quota: an answer already cached costs nothing
            // upstream and is served like a static file, so it is not counted (and stays fast).
            allowList: (request: FastifyRequest) => {
              const key = searchCacheKey(request.query as RawSearchQuery);
              return key !== undefined && cache.has(key);
            },
          },
        },
      },
      async (request, reply) => {
        const parsed = parseSearchRequest(request.query as z.infer<typeof searchQuery>);
        if (!parsed.ok) throw badRequest(parsed.error);
        const { query, type, limit: size, offset } = parsed.value;
        const key = searchCacheKey(parsed.value)!;
        const json = await cachedJson(
          'search',
          key,
          searchTtl,
          async (): Promise<SearchResponse> =>
            searchResponse(type, await music.search(query, type, { limit: size, offset })),
        );
        return reply.type(JSON_TYPE).send(json);
      },
    );

    app.get('/artist/:id', { schema: { params: idParams, tags: ['catalog'] } }, async (request, reply) => {
      const id = validId((request.params as { id: string }).id, 'artist');
      const json = await cachedJson(
        'artist',
        `artist:${id}`,
        itemTtl,
        (): Promise<ArtistDetails> => loadArtistDetails(music, id),
      );
      return reply.type(JSON_TYPE).send(json);
    });

    app.get('/track/:id', { schema: { params: idParams, tags: ['catalog'] } }, async (request, reply) => {
      const id = validId((request.params as { id: string }).id, 'track');
      const json = await cachedJson(
        'track',
        `track:${id}`,
        itemTtl,
        async (): Promise<TrackDetails> => trackDetails(await music.getTrack(id)),
      );
      return reply.type(JSON_TYPE).send(json);
    });

    app.get(
      '/playlist/:id',
      {
        schema: {
          params: idParams,
          querystring: z.object({ forceRefresh: z.string().optional() }),
          tags: ['catalog'],
        },
      },
      async (request) => {
        const id = validId((request.params as { id: string }).id, 'playlist');
        const forceRefresh = (request.query as { forceRefresh?: string }).forceRefresh === 'true';
        const basics = await cached<PlaylistBasics>(
          'playlist',
          `playlist:${id}`,
          itemTtl,
          async () => playlistBasics(await music.getPlaylist(id, { withItems: false })),
          forceRefresh,
        );
        const points = await history.followerPoints(id);
        return { success: true, ...playlistInfo(basics, analyzeFollowerChart(points)) };
      },
    );

    app.get(
      '/resolve-url',
      { schema: { querystring: z.object({ url: z.string().optional() }), tags: ['catalog'] } },
      async (request) => {
        const url = (request.query as { url?: string }).url?.trim() ?? '';
        if (url === '') throw badRequest('Please give the link to resolve.');
        if (url.length > 2048) throw badRequest('The link is too long.');
        const result = await resolveShortLink(url, deps.resolverFetch);
        if (!result.ok) throw new HttpError(result.status, result.error);
        return { success: true, url: result.url };
      },
    );
  };
}
