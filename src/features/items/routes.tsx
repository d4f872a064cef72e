import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';

/**
 * Public artist, track, playlist and curator pages (docs/product.md §2), Spotify's and Deezer's
 * (`/deezer/…`).
 */
export const itemRoutes: RouteObject[] = [
  { path: 'artist/:id', ...lazyRoute(() => import('./artist/artist-page'), 'ArtistPage') },
  { path: 'track/:id', ...lazyRoute(() => import('./track/track-page'), 'TrackPage') },
  { path: 'playlist/:playlist_id', ...lazyRoute(() => import('./playlist/playlist-page'), 'PlaylistPage') },
  // The same pages for Deezer items: their key is `deezer:{id}` (useItemKey).
  { path: 'deezer/artist/:id', ...lazyRoute(() => import('./artist/artist-page'), 'ArtistPage') },
  { path: 'deezer/track/:id', ...lazyRoute(() => import('./track/track-page'), 'TrackPage') },
  {
    path: 'deezer/playlist/:playlist_id',
    ...lazyRoute(() => import('./playlist/playlist-page'), 'PlaylistPage'),
  },
  { path: 'curator/:id', ...lazyRoute(() => import('./curator/curator-page'), 'CuratorPage') },
  { path: 'deezer/curator/:id', ...lazyRoute(() => import('./curator/curator-page'), 'CuratorPage') },
];
