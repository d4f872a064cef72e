import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';
import { RequireAuth } from '@shared/routing/route-guards';

const AccountPage = lazyPage(() => import('./account-page'), 'AccountPage');

/** /my-account (docs/product.md §2): signed-in users only. */
export const accountRoutes: RouteObject[] = [
  { element: <RequireAuth />, children: [{ path: 'my-account', element: <AccountPage /> }] },
];
