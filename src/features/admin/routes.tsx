import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';
import { RequireAdmin, RequireAuth } from '@shared/routing/route-guards';

const AdminPage = lazyPage(() => import('./admin-page'), 'AdminPage');

/** `/admin` (docs/product.md §2): signed-out visitors go to /login, signed-in non-admins to /. */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ element: <RequireAdmin />, children: [{ path: 'admin', element: <AdminPage /> }] }],
  },
];
