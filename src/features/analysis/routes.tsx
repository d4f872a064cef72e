import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';
import { RequireAuth } from '@shared/routing/route-guards';
import { DEEZER_PLAYLIST_ANALYSIS_ROUTE, PLAYLIST_ANALYSIS_ROUTE } from './analysis-paths';

/** The playlist analysis view, for signed-in users (its figures are of playlists they track). */
export const analysisRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: PLAYLIST_ANALYSIS_ROUTE,
        ...lazyRoute(() => import('./playlist-analysis-page'), 'PlaylistAnalysisPage'),
      },
      {
        path: DEEZER_PLAYLIST_ANALYSIS_ROUTE,
        ...lazyRoute(() => import('./playlist-analysis-page'), 'PlaylistAnalysisPage'),
      },
    ],
  },
];
