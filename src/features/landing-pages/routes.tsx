import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';
import { RequireAuth } from '@shared/routing/route-guards';

/** `/landing-pages` (docs/product.md §2): any signed-in user manages their own pages. */
export const landingPagesRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'landing-pages', ...lazyRoute(() => import('./landing-pages-page'), 'LandingPagesPage') },
    ],
  },
];
