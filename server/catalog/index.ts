export { CatalogCache } from './catalog-cache';
export { type CatalogModuleDeps, createCatalogModule } from './catalog-module';
export { createMusicService, type MusicServiceOptions } from './create-music-service';
export { createDemoImagesModule } from './demo/demo-images-module';
export { DemoMusicService } from './demo/demo-music-service';
export { noFollowerHistory, type PlaylistFollowerHistory } from './playlist-follower-history';
export { SpotifyMusicService, type SpotifyMusicServiceOptions } from './spotify/spotify-music-service';
