import type { ContainerModule } from 'inversify';
import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';
import { adminRoutes } from '../features/admin/routes';
import { alertsExtrasModule } from '../features/alerts/alerts-extras-module';
import { alertsRoutes } from '../features/alerts/routes';
import { playlistExtrasModule } from '../features/analysis/playlist-extras-module';
import { analysisRoutes } from '../features/analysis/routes';
import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { consentRoutes } from '../features/consent/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { infoRoutes } from '../features/info/routes';
import { landingPagesRoutes } from '../features/landing-pages/routes';
import { listeningExtrasModule } from '../features/listening/listening-extras-module';
import { itemRoutes } from '../features/items/routes';

/**
 * Where every feature off the first load of `/` is registered (the home page's are in first-load.ts).
 * This file is its own chunk: the router discovers these routes on the first navigation that `/`
 * alone does not match (browser-router.tsx), so the route table and its chunk list stay off the
 * first load. A feature's module goes in featureModules only when a screen of another feature needs
 * its bindings (an extension point); a feature's own screens load theirs (`useViewModel(Token, module)`).
 */
export const featureRoutes: RouteObject[] = [
  ...authRoutes,
  ...itemRoutes,
  ...analysisRoutes,
  ...infoRoutes,
  ...consentRoutes,
  ...dashboardRoutes,
  ...accountRoutes,
  ...alertsRoutes,
  ...landingPagesRoutes,
  ...adminRoutes,
  { path: '*', ...lazyRoute(() => import('./not-found-page'), 'NotFoundPage') },
];

export const featureModules: readonly ContainerModule[] = [
  playlistExtrasModule,
  alertsExtrasModule,
  listeningExtrasModule,
];
