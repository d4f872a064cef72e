import type { ContainerModule } from 'inversify';
import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from '../features/admin/routes';
import { playlistExtrasModule } from '../features/analysis/playlist-extras-module';
import { analysisRoutes } from '../features/analysis/routes';
import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { consentModule } from '../features/consent/consent-module';
import { consentRoutes } from '../features/consent/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { infoRoutes } from '../features/info/routes';
import { landingPagesRoutes } from '../features/landing-pages/routes';
import { itemRoutes } from '../features/items/routes';
import { searchModule } from '../features/search/search-module';
import { searchRoutes } from '../features/search/routes';

/**
 * Where every feature is registered. Its routes go under the app shell. Its module is listed in
 * startupModules only when the first load of / needs its bindings (app-wide stores); a feature whose
 * screens are lazy lets each screen load it on first use (`useViewModel(Token, module)`), so its
 * view-models travel with those screens.
 */
export const featureRoutes: RouteObject[] = [
  ...searchRoutes,
  ...authRoutes,
  ...itemRoutes,
  ...analysisRoutes,
  ...infoRoutes,
  ...consentRoutes,
  ...dashboardRoutes,
  ...accountRoutes,
  ...landingPagesRoutes,
  ...adminRoutes,
];

export const startupModules: readonly ContainerModule[] = [searchModule, consentModule, playlistExtrasModule];
