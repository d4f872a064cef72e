import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '@shared/ui/spinner';
import { AuthStore } from './auth/auth-store';
import { loginState } from './auth/return-path';
import { useService } from './di';

/** Protected routes: signed-out visitors go to /login, remembering where they were going. */
export const RequireAuth = observer(function RequireAuth() {
  const auth = useService(AuthStore);
  const location = useLocation();
  if (auth.isLoading) return <LoadingSpinner label="Checking your session…" />;
  if (!auth.isAuthenticated) return <Navigate to="/login" replace state={loginState(location)} />;
  return <Outlet />;
});

/** /admin: everyone but admins goes to /. */
export const RequireAdmin = observer(function RequireAdmin() {
  const auth = useService(AuthStore);
  if (auth.isLoading) return <LoadingSpinner label="Checking your session…" />;
  if (!auth.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
});
