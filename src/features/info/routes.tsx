import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';

// Loaded on first visit: none of these pages is needed for the first load of /.
const ContactPage = lazyPage(() => import('./contact/contact-page'), 'ContactPage');
const PrivacyPolicyPage = lazyPage(() => import('./legal/privacy-policy-page'), 'PrivacyPolicyPage');
const TermsPolicyPage = lazyPage(() => import('./legal/terms-policy-page'), 'TermsPolicyPage');

/** Contact and the static legal pages (docs/product.md §2). */
export const infoRoutes: RouteObject[] = [
  { path: 'contact', element: <ContactPage /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'terms-policy', element: <TermsPolicyPage /> },
];
