// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deferredAuthGateway } from '@adapters/http/deferred-auth-gateway';
import type { AuthGateway } from '@domain/ports/browser/auth-gateway';

const signedIn = { ok: true, value: { authenticated: true, userType: 'admin' } } as const;

function realGateway(calls: string[]): AuthGateway {
  const record = (name: string) => async (): Promise<never> => {
    calls.push(name);
    return (name === 'checkSession' ? signedIn : { ok: false, error: name, status: 500 }) as never;
  };
  const names = ['checkSession', 'currentUser', 'login', 'googleClientId', 'googleLogin', 'logout'];
  const more = ['register', 'saveInformedUpdates', 'verifyEmail', 'resendVerificationCode'];
  const rest = ['requestPasswordReset', 'resetPassword'];
  const entries = [...names, ...more, ...rest].map((name) => [name, record(name)]);
  return Object.fromEntries(entries) as unknown as AuthGateway;
}

/** The deferred gateway over a recording one, counting how often its code was loaded. */
function loadCounted(signedOutHint: () => boolean) {
  let loads = 0;
  const calls: string[] = [];
  const gateway = deferredAuthGateway(async () => {
    loads += 1;
    return realGateway(calls);
  }, signedOutHint);
  return { gateway, calls, loads: () => loads };
}

describe('deferredAuthGateway', () => {
  it('answers a page that came without a session cookie at once, loading and asking nothing', async () => {
    const { gateway, calls, loads } = loadCounted(() => true);
    await expect(gateway.checkSession()).resolves.toEqual({ ok: true, value: { authenticated: false } });
    expect(loads()).toBe(0);
    expect(calls).toEqual([]);
  });

  it('loads the gateway for the session check of a page that came with a cookie, and reuses it', async () => {
    const { gateway, calls, loads } = loadCounted(() => false);
    await expect(gateway.checkSession()).resolves.toEqual(signedIn);
    await expect(gateway.logout()).resolves.toEqual({ ok: false, error: 'logout', status: 500 });
    expect(calls).toEqual(['checkSession', 'logout']);
    expect(loads()).toBe(1);
  });

  it('asks the hint on every check: after the hint is used up, a later check goes to the server', async () => {
    const hints = [true, false];
    const { gateway, calls } = loadCounted(() => hints.shift() ?? false);
    await expect(gateway.checkSession()).resolves.toEqual({ ok: true, value: { authenticated: false } });
    await expect(gateway.checkSession()).resolves.toEqual(signedIn);
    expect(calls).toEqual(['checkSession']);
  });
});
