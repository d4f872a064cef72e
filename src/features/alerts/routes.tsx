import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';
import { RequireAuth } from '@shared/routing/route-guards';

/** /alerts: the inbox, signed-in users only. */
export const alertsRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: 'alerts', ...lazyRoute(() => import('./alerts-page'), 'AlertsPage') }],
  },
];
