import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';

const CookieSettingsPage = lazyPage(() => import('./cookie-settings-page'), 'CookieSettingsPage');

/** `/cookie-settings` (docs/product.md §2), loaded on first visit. */
export const consentRoutes: RouteObject[] = [{ path: 'cookie-settings', element: <CookieSettingsPage /> }];
