import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';
import { RequireAuth } from '@shared/routing/route-guards';
import { PLAYLIST_ANALYSIS_ROUTE } from './analysis-paths';

const PlaylistAnalysisPage = lazyPage(() => import('./playlist-analysis-page'), 'PlaylistAnalysisPage');

/** The playlist analysis view, for signed-in users (its figures are of playlists they track). */
export const analysisRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: PLAYLIST_ANALYSIS_ROUTE, element: <PlaylistAnalysisPage /> }],
  },
];
