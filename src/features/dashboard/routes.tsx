import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';
import { RequireAuth } from '@shared/routing/route-guards';

/** /dashboard (docs/product.md §2): signed-in users only. */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: 'dashboard', ...lazyRoute(() => import('./dashboard-page'), 'DashboardPage') }],
  },
];
