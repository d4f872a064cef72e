import type { ContainerModule } from 'inversify';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { consentModule } from '../features/consent/consent-module';
import { consentRoutes } from '../features/consent/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { infoRoutes } from '../features/info/routes';
import { itemRoutes } from '../features/items/routes';
import { memberRoutes } from '../features/members/routes';
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
  ...infoRoutes,
  ...consentRoutes,
  ...dashboardRoutes,
  ...accountRoutes,
  ...memberRoutes,
];

export const startupModules: readonly ContainerModule[] = [searchModule, consentModule];
