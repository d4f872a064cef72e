import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';
import { RequireAuth } from '@shared/routing/route-guards';

const LandingPagesPage = lazyPage(() => import('./landing-pages-page'), 'LandingPagesPage');

/** `/landing-pages` (docs/product.md §2): any signed-in user manages their own pages. */
export const landingPagesRoutes: RouteObject[] = [
  { element: <RequireAuth />, children: [{ path: 'landing-pages', element: <LandingPagesPage /> }] },
];
