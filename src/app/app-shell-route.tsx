import type { RouteObject } from 'react-router-dom';
import { RouterErrorScreen } from './error-screen';
import { AppShell } from './shell/app-shell';

/** The id of the shell route: discovered feature routes are patched in as its children. */
export const APP_SHELL_ROUTE_ID = 'app';

/** The layout route around every page of docs/product.md §2, with the router-level error screen. */
export function appShellRoute(children: RouteObject[]): RouteObject {
  return { id: APP_SHELL_ROUTE_ID, element: <AppShell />, errorElement: <RouterErrorScreen />, children };
}
