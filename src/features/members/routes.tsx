import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';
import { RequireAdmin, RequireAuth } from '@shared/routing/route-guards';

const MemberAreaPage = lazyPage(() => import('./member-area-page'), 'MemberAreaPage');

/** The signed-in screens not built yet (docs/product.md §2): members only, /admin for admins only. */
export const memberRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'landing-pages', element: <MemberAreaPage /> },
      { element: <RequireAdmin />, children: [{ path: 'admin', element: <MemberAreaPage /> }] },
    ],
  },
];
