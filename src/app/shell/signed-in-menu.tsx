import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { retryingLazy } from '@shared/ui/retrying-lazy';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { AuthStore } from '@shared/auth/auth-store';
import { useStore } from '@shared/di/container-context';
import { logoutFailureReason } from './logout-failure-reason';

// The failed-logout banner and its stylesheet load only when a logout fails: a stylesheet of this
// chunk would be named in the entry's chunk list, which is the first load of `/`.
const LogoutFailed = retryingLazy(async () => ({ default: (await import('./logout-failed')).LogoutFailed }));

// Its own chunk, listed by this one: the entry's list of chunks (the first load of `/`) stays as it was.
const UnreadAlertsBadge = retryingLazy(async () => ({
  default: (await import('../../features/alerts/unread-alerts-badge')).UnreadAlertsBadge,
}));

/**
 * The menu of a signed-in user (docs/product.md §2): New Search, Dashboard, Alerts (with the unread
 * count), My Account, the admin pages, Log Out. Loaded once a session is known, off the
 * first load of a visitor's `/`.
 */
export const SignedInMenu = observer(function SignedInMenu({ onLeave }: { onLeave: () => void }) {
  const auth = useStore(AuthStore);
  const navigate = useNavigate();

  const [failure, setFailure] = useState<string | null>(null);

  async function logOut() {
    onLeave();
    setFailure(null);
    try {
      const outcome = await auth.logout();
      if (outcome.ok) navigate('/');
      else setFailure(logoutFailureReason(outcome.error));
    } catch (error) {
      console.error('Error logging out:', error);
      setFailure(logoutFailureReason(null));
    }
  }

  return (
    <ul>
      {failure && (
        <Suspense fallback={null}>
          <LogoutFailed reason={failure} onDismiss={() => setFailure(null)} />
        </Suspense>
      )}
      <li>
        <Link to="/" state={{ fromNewSearch: true }}>
          New Search
        </Link>
      </li>
      <li>
        <NavLink to="/dashboard">Dashboard</NavLink>
      </li>
      <li>
        <NavLink to="/alerts">
          Alerts
          <Suspense fallback={null}>
            <UnreadAlertsBadge />
          </Suspense>
        </NavLink>
      </li>
      <li>
        <NavLink to="/my-account">My Account</NavLink>
      </li>
      {auth.isAdmin ? (
        <>
          <li>
            <NavLink to="/landing-pages">Landing Pages</NavLink>
          </li>
          <li>
            <NavLink to="/admin">Admin Area</NavLink>
          </li>
        </>
      ) : null}
      <li>
        <button type="button" className="menu-button" onClick={logOut}>
          Log Out
        </button>
      </li>
    </ul>
  );
});
