import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';
import { RequireAdmin, RequireAuth } from '@shared/routing/route-guards';

/** `/admin` (docs/product.md §2): signed-out visitors go to /login, signed-in non-admins to /. */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        element: <RequireAdmin />,
        children: [{ path: 'admin', ...lazyRoute(() => import('./admin-page'), 'AdminPage') }],
      },
    ],
  },
];
