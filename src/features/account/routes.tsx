import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';
import { RequireAuth } from '@shared/routing/route-guards';

/** /my-account (docs/product.md §2): signed-in users only. */
export const accountRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: 'my-account', ...lazyRoute(() => import('./account-page'), 'AccountPage') }],
  },
];
