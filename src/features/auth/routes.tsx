import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';

const loadAuthModule = () => import('./auth-module').then((chunk) => chunk.authModule);

const LoginPage = lazyPage(() => import('./login-page'), 'LoginPage', loadAuthModule);
const RegisterPage = lazyPage(() => import('./register-page'), 'RegisterPage', loadAuthModule);
const VerifyEmailPage = lazyPage(() => import('./verify-email-page'), 'VerifyEmailPage', loadAuthModule);
const ForgottenPasswordPage = lazyPage(
  () => import('./forgotten-password-page'),
  'ForgottenPasswordPage',
  loadAuthModule,
);
const ResetPasswordPage = lazyPage(
  () => import('./reset-password-page'),
  'ResetPasswordPage',
  loadAuthModule,
);

/** The account screens (docs/product.md §2), each loaded on first visit. */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'verify-email', element: <VerifyEmailPage /> },
  { path: 'forgotten-password', element: <ForgottenPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
];
