import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';
import { RequireAuth } from '@shared/routing/route-guards';

const MemberAreaPage = lazyPage(() => import('./member-area-page'), 'MemberAreaPage');

/** The signed-in screens (docs/product.md §2): members only. */
export const memberRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'dashboard', element: <MemberAreaPage /> },
      { path: 'my-account', element: <MemberAreaPage /> },
    ],
  },
];
