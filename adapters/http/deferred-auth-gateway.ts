import type { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { deferredGateway, loadedOnce } from './deferred-gateway';

const SIGNED_OUT = { ok: true, value: { authenticated: false } } as const;

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
  const gatewayOnce = loadedOnce(load);
  const loaded = deferredGateway(gatewayOnce);
  return deferredGateway(gatewayOnce, {
    checkSession: () => (signedOutHint() ? Promise.resolve(SIGNED_OUT) : loaded.checkSession()),
  });
}
