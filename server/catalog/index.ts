// What the rest of the server uses from the catalog: its module, the music-service factory, its
// ports tracking's query port satisfies, and the demo catalog tracking seeds history from.
export { type CatalogModule, type CatalogModuleDeps, createCatalogModule } from './catalog-module';
export {
  createMusicService,
  createMusicServices,
  type MusicServiceSettings,
  type MusicServicesDeps,
  primaryMusicService,
} from './create-music-service';
export type { MusicServices } from './music-services';
export { describeMusicSources } from './music-sources-summary';
export type { CatalogCache, PlaylistFollowerHistory, PlaylistTrackers } from './ports';
export { LruCatalogCache } from './adapters/lru-catalog-cache';
export { createDemoImagesModule } from './adapters/demo/demo-images-module';
export { DemoMusicService } from './adapters/demo/demo-music-service';
export { type MusicServiceMeters, meteredMusicService } from './adapters/metered-music-service';
export { type DemoHistorySource, demoHistorySource } from './adapters/demo/demo-history-source';
export { type DemoListeningSource, demoListeningSource } from './adapters/demo/demo-listening-source';
export { type DemoCatalog, dayOf } from './adapters/demo/demo-model';
export { DeezerMusicService, type DeezerMusicServiceOptions } from './adapters/deezer/deezer-music-service';
export {
  SpotifyMusicService,
  type SpotifyMusicServiceOptions,
} from './adapters/spotify/spotify-music-service';
