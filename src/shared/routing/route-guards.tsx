import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthStore } from '@shared/auth/auth-store';
import { loginState } from '@shared/auth/return-path';
import { useStore } from '@shared/di/container-context';
import { LoadingSpinner } from '@shared/ui/spinner';
import { Redirect } from './redirect';

/** Protected routes: signed-out visitors go to /login, remembering where they were going. */
export const RequireAuth = observer(function RequireAuth() {
  const auth = useStore(AuthStore);
  const location = useLocation();
  if (auth.isLoading) return <LoadingSpinner label="Checking your session…" />;
  if (!auth.isAuthenticated) return <Redirect to="/login" state={loginState(location)} />;
  return <Outlet />;
});

/** /admin: everyone but admins goes to /. */
export const RequireAdmin = observer(function RequireAdmin() {
  const auth = useStore(AuthStore);
  if (auth.isLoading) return <LoadingSpinner label="Checking your session…" />;
  if (!auth.isAdmin) return <Redirect to="/" />;
  return <Outlet />;
});
