import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';

/** `/cookie-settings` (docs/product.md §2), loaded on first visit. */
export const consentRoutes: RouteObject[] = [
  { path: 'cookie-settings', ...lazyRoute(() => import('./cookie-settings-page'), 'CookieSettingsPage') },
];
