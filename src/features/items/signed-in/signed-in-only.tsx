import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AuthStore } from '@shared/auth/auth-store';
import { useStore } from '@shared/di/container-context';

/**
 * Renders its children only for a signed-in user. Signing in mounts them (so their data loads) and
 * signing out unmounts them: the extras are refetched whenever the signed-in state changes.
 */
export const SignedInOnly = observer(function SignedInOnly({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** What a signed-out visitor sees instead. */
  fallback?: ReactNode;
}) {
  const auth = useStore(AuthStore);
  return auth.isAuthenticated ? children : fallback;
});
