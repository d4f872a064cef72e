import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { MusicService } from '@domain/ports';
import type { ApiModule } from '../app';
import { createDemoImagesModule } from './adapters/demo/demo-images-module';
import { FetchHttpRedirects } from './adapters/fetch-http-redirects';
import { LruCatalogCache } from './adapters/lru-catalog-cache';
import type { CatalogCache, PlaylistFollowerHistory } from './ports';
import { registerArtistRoute } from './routes/artist-route';
import { registerPlaylistRoute } from './routes/playlist-route';
import { registerResolveUrlRoute } from './routes/resolve-url-route';
import { registerSearchRoute, type SearchRateLimit } from './routes/search-route';
import { registerTrackRoute } from './routes/track-route';
import { GetArtist } from './use-cases/get-artist';
import { GetPlaylist } from './use-cases/get-playlist';
import { GetTrack } from './use-cases/get-track';
import { ResolveShortLink } from './use-cases/resolve-short-link';
import { SearchCatalog } from './use-cases/search-catalog';

export interface CatalogModuleDeps {
  readonly musicService: MusicService;
  /** Tracking's recorded followers; without it every playlist's analysis is `insufficient_data`. */
  readonly followerHistory?: PlaylistFollowerHistory;
  /** Shared answer cache; a private one is made when omitted. */
  readonly cache?: CatalogCache;
  /** Per-IP search budget (docs/architecture.md). */
  readonly searchRateLimit?: SearchRateLimit;
  /** Used by `/resolve-url` to contact the short-link hosts (tests inject a local server). */
  readonly resolverFetch?: typeof fetch;
  readonly ttl?: { readonly searchMs?: number; readonly itemMs?: number; readonly notFoundMs?: number };
}

export interface CatalogModule {
  /** `/api/search`, `/api/artist/:id`, `/api/track/:id`, `/api/playlist/:id`, `/api/resolve-url`. */
  readonly apiModule: ApiModule;
  /** `/demo-images/…`: the demo catalog's generated art. */
  readonly rootModules: readonly FastifyPluginAsync[];
}

const noFollowerHistory: PlaylistFollowerHistory = { followerPoints: async () => [] };

/** The catalog feature (docs/product.md §3, §7), wired from the music service it is given. */
export function createCatalogModule(deps: CatalogModuleDeps): CatalogModule {
  const music = deps.musicService;
  const cache = deps.cache ?? new LruCatalogCache();
  const notFoundMs = deps.ttl?.notFoundMs ?? 60_000;
  const itemTimes = { answerMs: deps.ttl?.itemMs ?? 60 * 60_000, notFoundMs };
  const searchTimes = { answerMs: deps.ttl?.searchMs ?? 5 * 60_000, notFoundMs };
  const search = new SearchCatalog(music, cache, searchTimes);
  const getArtist = new GetArtist(music, cache, itemTimes);
  const getTrack = new GetTrack(music, cache, itemTimes);
  const getPlaylist = new GetPlaylist(music, deps.followerHistory ?? noFollowerHistory, cache, itemTimes);
  const resolveShortLink = new ResolveShortLink(new FetchHttpRedirects(deps.resolverFetch));

  const apiModule: ApiModule = async (app) => {
    await app.register(rateLimit, { global: false });
    registerSearchRoute(app, search, deps.searchRateLimit ?? { perIp: 120, windowMs: 60_000 });
    registerArtistRoute(app, getArtist);
    registerTrackRoute(app, getTrack);
    registerPlaylistRoute(app, getPlaylist);
    registerResolveUrlRoute(app, resolveShortLink);
  };
  return { apiModule, rootModules: [createDemoImagesModule(music)] };
}
