import { lazyRoute } from '@shared/routing/lazy-route';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouterErrorScreen } from './error-screen';
import { featureRoutes } from './features';
import { AppShell } from './shell/app-shell';

/** Every route of docs/product.md §2 under the app shell; unknown paths get the 404 page. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouterErrorScreen />,
      children: [
        ...featureRoutes,
        { path: '*', ...lazyRoute(() => import('./not-found-page'), 'NotFoundPage') },
      ],
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
