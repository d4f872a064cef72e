import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { AuthStore } from '@shared/auth/auth-store';
import { loginState } from '@shared/auth/return-path';
import { useStore } from '@shared/di/container-context';

/** For anonymous visitors: a link to /login that brings them back to this page afterwards. */
export const SignInPrompt = observer(function SignInPrompt({ label }: { label: string }) {
  const auth = useStore(AuthStore);
  const location = useLocation();
  if (auth.isAuthenticated) return null;
  return (
    <p className="item-signin-prompt">
      <Link to="/login" state={loginState(location)}>
        {label}
      </Link>
    </p>
  );
});
