import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { loadedOnce } from '@adapters/http/deferred-gateway';
import { APP_SHELL_ROUTE_ID, appShellRoute } from './app-shell-route';
import type { ComposedContainer } from './compose-container';
import { firstLoadRoutes } from './first-load';
import { nextTask } from './next-task';

type Features = typeof import('./features');

/**
 * The app's router. It starts knowing only the routes of the first load (`/`); the first path they
 * don't match loads features.ts and binds the features' adapters and modules (React Router's route
 * discovery), patches the routes in, then the navigation goes on. A chunk that fails to load shows
 * the error screen, and the next navigation tries again.
 */
export function createAppRouter(composed: ComposedContainer) {
  return createBrowserRouter([appShellRoute(firstLoadRoutes)], {
    patchRoutesOnNavigation: discoverFeatures(composed),
  });
}

function discoverFeatures({
  container,
  bindFeatureAdapters,
}: ComposedContainer): PatchRoutesOnNavigationFunction {
  const load = loadedOnce(async (): Promise<Features> => {
    const [features] = await Promise.all([import('./features'), bindFeatureAdapters()]);
    await nextTask();
    container.load(...features.featureModules);
    await nextTask();
    return features;
  });
  // Patched on every call: an aborted navigation's patch is dropped, and the router skips routes it has.
  return async ({ patch }) => patch(APP_SHELL_ROUTE_ID, (await load()).featureRoutes);
}
