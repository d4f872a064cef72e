import type { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { deferredGateway } from './deferred-gateway';

/**
 * The HTTP AuthGateway for the first load of `/`: its code loads on the first call, off the first
 * load (the bundle budget). The session check of a page that came without a session cookie
 * (`signedOutHint`, session-hint.ts) answers at once: the probe could only answer 401, which the
 * browser would log as an error on every anonymous visit, so nothing is loaded or asked.
 */
export function deferredAuthGateway(
  load: () => Promise<AuthGateway>,
  signedOutHint: () => boolean,
): AuthGateway {
  const gateway = deferredGateway<AuthGateway>(load, [
    'checkSession',
    'currentUser',
    'login',
    'googleClientId',
    'googleLogin',
    'logout',
    'register',
    'saveInformedUpdates',
    'verifyEmail',
    'resendVerificationCode',
    'requestPasswordReset',
    'resetPassword',
  ]);
  return {
    ...gateway,
    checkSession: () =>
      signedOutHint()
        ? Promise.resolve({ ok: true, value: { authenticated: false } })
        : gateway.checkSession(),
  };
}
