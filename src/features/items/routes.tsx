import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';

// Each page loads on first visit so the first load of / stays small.
const ArtistPage = lazyPage(() => import('./artist/artist-page'), 'ArtistPage');
const TrackPage = lazyPage(() => import('./track/track-page'), 'TrackPage');
const PlaylistPage = lazyPage(() => import('./playlist/playlist-page'), 'PlaylistPage');

/** Public artist, track and playlist pages (docs/product.md §2). */
export const itemRoutes: RouteObject[] = [
  { path: 'artist/:id', element: <ArtistPage /> },
  { path: 'track/:id', element: <TrackPage /> },
  { path: 'playlist/:playlist_id', element: <PlaylistPage /> },
];
