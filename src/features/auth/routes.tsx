import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@shared/routing/lazy-route';

/** The account screens (docs/product.md §2), each loaded on first visit. */
export const authRoutes: RouteObject[] = [
  { path: 'login', ...lazyRoute(() => import('./login-page'), 'LoginPage') },
  { path: 'register', ...lazyRoute(() => import('./register-page'), 'RegisterPage') },
  { path: 'verify-email', ...lazyRoute(() => import('./verify-email-page'), 'VerifyEmailPage') },
  {
    path: 'forgotten-password',
    ...lazyRoute(() => import('./forgotten-password-page'), 'ForgottenPasswordPage'),
  },
  { path: 'reset-password', ...lazyRoute(() => import('./reset-password-page'), 'ResetPasswordPage') },
];
