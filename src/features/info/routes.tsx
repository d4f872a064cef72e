import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';

/** Contact and the static legal pages (docs/product.md §2). */
export const infoRoutes: RouteObject[] = [
  { path: 'contact', ...lazyRoute(() => import('./contact/contact-page'), 'ContactPage') },
  { path: 'privacy-policy', ...lazyRoute(() => import('./legal/privacy-policy-page'), 'PrivacyPolicyPage') },
  { path: 'terms-policy', ...lazyRoute(() => import('./legal/terms-policy-page'), 'TermsPolicyPage') },
];
