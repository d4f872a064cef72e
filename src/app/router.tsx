import type { RouteObject } from 'react-router-dom';
import { appShellRoute } from './app-shell-route';
import { featureRoutes } from './features';
import { firstLoadRoutes } from './first-load';

/**
 * Every route of docs/product.md §2 under the app shell, known up front; unknown paths get the 404
 * page. Tests render it in a memory router; the browser starts from browser-router.tsx instead,
 * which knows only `/` and discovers the rest.
 */
export function appRoutes(): RouteObject[] {
  return [appShellRoute([...firstLoadRoutes, ...featureRoutes])];
}
