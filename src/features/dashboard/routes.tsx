import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';
import { RequireAuth } from '@shared/routing/route-guards';

const DashboardPage = lazyPage(() => import('./dashboard-page'), 'DashboardPage');

/** /dashboard (docs/product.md §2): signed-in users only. */
export const dashboardRoutes: RouteObject[] = [
  { element: <RequireAuth />, children: [{ path: 'dashboard', element: <DashboardPage /> }] },
];
