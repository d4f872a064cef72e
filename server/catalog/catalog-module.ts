import type { FastifyPluginAsync } from 'fastify';
import { gradePlaylist } from '@domain/analytics';
import type { Clock, MusicService } from '@domain/ports';
import type { ApiModule } from '../http/api-module';
import type { ItemPageSource } from '../http/item-pages';
import { systemClock } from '../platform/system-clock';
import { type DemoHistorySource, demoHistorySource } from './adapters/demo/demo-history-source';
import { type DemoListeningSource, demoListeningSource } from './adapters/demo/demo-listening-source';
import { createDemoImagesModule } from './adapters/demo/demo-images-module';
import { DemoMusicService } from './adapters/demo/demo-music-service';
import { FetchHttpRedirects } from './adapters/fetch-http-redirects';
import { LruCatalogCache } from './adapters/lru-catalog-cache';
import { RoutedMusicService } from './adapters/routed-music-service';
import { OncePerInterval } from './adapters/once-per-interval';
import type {
  CatalogCache,
  CoordinatedMoveReasons,
  CuratorPlaylistGrades,
  OpenedItems,
  PlaylistFollowerHistory,
  PlaylistTrackers,
  StoredReadings,
} from './ports';
import type { PlaylistListeningDeps } from './use-cases/playlist-listening';
import { type OwnerPlaylistListings, ownerPlaylistListings } from './owner-playlist-listings';
import { publicItemPages } from './public-item-pages';
import { registerItemRoutes } from './routes/item-route';
import { type MusicServiceBudget, musicServiceBudget } from './routes/music-service-budget';
import { registerPlaylistRoute } from './routes/playlist-route';
import { registerResolveUrlRoute } from './routes/resolve-url-route';
import { registerMusicServicesRoute } from './routes/music-services-route';
import { registerSearchRoute } from './routes/search-route';

export interface CatalogModuleDeps {
  readonly musicService: MusicService;
  /** Tracking's recorded followers; without it every playlist's analysis is `insufficient_data`. */
  readonly followerHistory?: PlaylistFollowerHistory;
  /** The curators' other playlists tracking grades; without it a first look knows none. */
  readonly curatorPlaylists?: CuratorPlaylistGrades;
  /** Coordinated jumps across a tracked playlist's owner's playlists, a reason in its verdict. */
  readonly coordinatedMoves?: CoordinatedMoveReasons;
  /** Told of each item page a visitor read (tracking watches them); without it nothing is. */
  readonly openedItems?: OpenedItems;
  /**
   * The signed-in viewer's imported listening and the follower counts its other playlists are divided
   * by; without it no playlist answer carries `listening`.
   */
  readonly listening?: PlaylistListeningDeps;
  /** Tracking's stored readings; without them every count is a live read. */
  readonly readings?: StoredReadings;
  /** Who tracks which playlist; without it `forceRefresh` is never honoured. */
  readonly playlistTrackers?: PlaylistTrackers;
  /** Shared answer cache; a private one is made when omitted. */
  readonly cache?: CatalogCache;
  /** Per-IP budget of requests that reach the music service (docs/architecture.md). */
  readonly musicServiceBudget?: MusicServiceBudget;
  readonly clock?: Clock;
  /** Used by `/resolve-url` to contact the short-link hosts (tests inject a local server). */
  readonly resolverFetch?: typeof fetch;
  readonly ttl?: { readonly searchMs?: number; readonly itemMs?: number; readonly notFoundMs?: number };
}

export interface CatalogModule {
  /**
   * `/api/search`, `/api/artist/:id`, `/api/track/:id`, `/api/playlist/:id` (ids are item keys; the
   * `/api/deezer/…` twins arrive rewritten to them), `/api/resolve-url`, `/api/music-services`.
   */
  readonly apiModule: ApiModule;
  /** `/demo-images/…`: the demo catalog's generated art. */
  readonly rootModules: readonly FastifyPluginAsync[];
  /** The demo catalog tracking seeds the demo user's history from; undefined on Spotify. */
  readonly demoHistory: DemoHistorySource | undefined;
  /** The demo catalog the listening feature generates the demo account's exports from; undefined on Spotify. */
  readonly demoListening: DemoListeningSource | undefined;
  /** The items the server-rendered pages `/artist/…`, `/track/…`, `/playlist/…` show. */
  readonly itemPages: ItemPageSource;
  /** Curators' public playlists where their service lists them (Deezer), cached like item answers. */
  readonly ownerPlaylists: OwnerPlaylistListings;
}

const noFollowerHistory: PlaylistFollowerHistory = {
  playlistChart: async () => gradePlaylist({ points: [], stays: [], tracks: [] }),
};
const noTrackers: PlaylistTrackers = { isTracking: async () => false };
const noCuratorPlaylists: CuratorPlaylistGrades = { ofOwner: async () => null };
const noCoordinatedMoves: CoordinatedMoveReasons = { reasonFor: async () => null };
const noOpenedItems: OpenedItems = { opened: () => undefined };
/** How often one playlist may be read afresh on a tracker's request. */
const FORCED_REFRESH_INTERVAL_MS = 60_000;

/** The catalog feature (docs/product.md §3, §7), wired from the music service it is given. */
export function createCatalogModule(deps: CatalogModuleDeps): CatalogModule {
  // Routes take item keys: a lone service (tests) is Spotify behind the router.
  const music =
    deps.musicService instanceof RoutedMusicService
      ? deps.musicService
      : new RoutedMusicService({ spotify: deps.musicService });
  const demo = music.services.spotify instanceof DemoMusicService ? music.services.spotify : undefined;
  const cache = deps.cache ?? new LruCatalogCache();
  const notFoundMs = deps.ttl?.notFoundMs ?? 60_000;
  const itemTimes = { answerMs: deps.ttl?.itemMs ?? 60 * 60_000, notFoundMs };
  const searchTimes = { answerMs: deps.ttl?.searchMs ?? 5 * 60_000, notFoundMs };
  const enabled = music.enabled;
  const readings = deps.readings;
  const search = { music, enabled, cache, times: searchTimes, ...(readings && { readings }) };
  const items = {
    music,
    enabled,
    cache,
    times: itemTimes,
    clock: deps.clock ?? systemClock,
    ...(readings && { readings }),
  };
  const playlists = {
    ...(readings && { readings }),
    music,
    enabled,
    history: deps.followerHistory ?? noFollowerHistory,
    trackers: deps.playlistTrackers ?? noTrackers,
    cache,
    times: itemTimes,
    forcedRefreshes: new OncePerInterval(deps.clock ?? systemClock, FORCED_REFRESH_INTERVAL_MS),
    clock: deps.clock ?? systemClock,
    curators: deps.curatorPlaylists ?? noCuratorPlaylists,
    coordinatedMoves: deps.coordinatedMoves ?? noCoordinatedMoves,
  };
  const shortLinks = { redirects: new FetchHttpRedirects(deps.resolverFetch) };

  const budgetLimit = deps.musicServiceBudget ?? { perIp: 120, windowMs: 60_000 };
  const apiModule: ApiModule = async (app) => {
    const budget = musicServiceBudget(budgetLimit);
    const opened = deps.openedItems ?? noOpenedItems;
    registerSearchRoute(app, { ...search, budget });
    registerItemRoutes(app, { ...items, budget, opened });
    registerPlaylistRoute(app, { ...playlists, budget, opened, listening: deps.listening });
    registerResolveUrlRoute(app, { ...shortLinks, budget });
    registerMusicServicesRoute(app, { enabled });
  };
  return {
    apiModule,
    rootModules: [createDemoImagesModule(demo)],
    demoHistory: demo ? demoHistorySource(demo) : undefined,
    demoListening: demo ? demoListeningSource(demo.catalog()) : undefined,
    itemPages: publicItemPages({ items, playlists, budget: budgetLimit }),
    ownerPlaylists: ownerPlaylistListings({
      services: music.services,
      cache,
      times: itemTimes,
      ...(demo && { knowsOwner: (ownerId: string) => demo.catalog().userById.has(ownerId) }),
    }),
  };
}
