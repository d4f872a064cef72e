import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { infoRoutes } from '../features/info/routes';
import { itemRoutes } from '../features/items/routes';
import { HomePage } from '../features/search/home-page';
import { RouterErrorScreen } from './error-screen';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { RequireAdmin, RequireAuth } from './route-guards';
import { AppShell } from './shell/app-shell';

const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/register-page'), 'RegisterPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage');
const ForgottenPasswordPage = lazyPage(
  () => import('../features/auth/forgotten-password-page'),
  'ForgottenPasswordPage',
);
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const MemberAreaPage = lazyPage(() => import('../features/members/member-area-page'), 'MemberAreaPage');

/** Every route of SPEC §2 under the app shell; unknown paths get the 404 page. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouterErrorScreen />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'login', element: <LoginPage /> },
        { path: 'register', element: <RegisterPage /> },
        { path: 'verify-email', element: <VerifyEmailPage /> },
        { path: 'forgotten-password', element: <ForgottenPasswordPage /> },
        { path: 'reset-password', element: <ResetPasswordPage /> },
        ...itemRoutes,
        ...infoRoutes,
        {
          element: <RequireAuth />,
          children: [
            { path: 'dashboard', element: <MemberAreaPage /> },
            { path: 'my-account', element: <MemberAreaPage /> },
            { path: 'landing-pages', element: <MemberAreaPage /> },
            { element: <RequireAdmin />, children: [{ path: 'admin', element: <MemberAreaPage /> }] },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
