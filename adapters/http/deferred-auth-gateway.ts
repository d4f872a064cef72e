import type { AxiosInstance } from 'axios';
import type { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { deferredGateway } from './deferred-gateway';
import { probeSession } from './http-session-probe';

/**
 * The HTTP AuthGateway for the first load of `/`: the session check runs at once; the rest (sign-in,
 * registration, the current user...) loads on its first call, off the first load (the bundle budget).
 */
export function deferredAuthGateway(api: AxiosInstance, signedOutHint: () => boolean): AuthGateway {
  const calls = deferredGateway<AuthGateway>(
    async () => new (await import('./http-auth-gateway')).HttpAuthGateway(api, signedOutHint),
    [
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
    ],
  );
  return { ...calls, checkSession: () => probeSession(api, signedOutHint) };
}
