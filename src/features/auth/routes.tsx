import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@shared/routing/lazy-page';

const LoginPage = lazyPage(() => import('./login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./register-page'), 'RegisterPage');
const VerifyEmailPage = lazyPage(() => import('./verify-email-page'), 'VerifyEmailPage');
const ForgottenPasswordPage = lazyPage(() => import('./forgotten-password-page'), 'ForgottenPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage');

/** The account screens (docs/product.md §2), each loaded on first visit. */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'verify-email', element: <VerifyEmailPage /> },
  { path: 'forgotten-password', element: <ForgottenPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
];
