import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';

// Loaded on first visit: none of these pages is needed for the first load of /.
const ContactPage = lazyPage(() => import('./contact/contact-page'), 'ContactPage');
const CookieSettingsPage = lazyPage(() => import('./cookie-settings-page'), 'CookieSettingsPage');
const PrivacyPolicyPage = lazyPage(() => import('./legal/privacy-policy-page'), 'PrivacyPolicyPage');
const TermsPolicyPage = lazyPage(() => import('./legal/terms-policy-page'), 'TermsPolicyPage');

/** Contact, cookie settings and the static legal pages (SPEC §2). */
export const infoRoutes: RouteObject[] = [
  { path: 'contact', element: <ContactPage /> },
  { path: 'cookie-settings', element: <CookieSettingsPage /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'terms-policy', element: <TermsPolicyPage /> },
];
