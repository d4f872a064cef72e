import type { ContainerModule } from 'inversify';
import type { RouteObject } from 'react-router-dom';
import { searchModule } from '../features/search/search-module';
import { searchRoutes } from '../features/search/routes';

/**
 * What the first load of `/` carries: the home page's routes and the app-wide stores it needs at
 * once. Everything else is registered in features.ts, a chunk of its own that the router loads on
 * the first navigation away from `/` (and the server preloads for any other first page).
 */
export const firstLoadRoutes: RouteObject[] = [...searchRoutes];

export const firstLoadModules: readonly ContainerModule[] = [searchModule];
