// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '@adapters/http/http-auth-gateway';
import { type Call, type Reply, scriptedCalls } from '../support/scripted-api';

/** An HttpAuthGateway over a client answered by `route(method, url, body)`. */
function gateway(route: (...call: Call) => Reply, signedOutHint?: () => boolean) {
  return new HttpAuthGateway(scriptedCalls(route).api, signedOutHint);
}

describe('HttpAuthGateway', () => {
  it('reads the session check and the current user', async () => {
    const auth = gateway((_, url) =>
      url === '/some-protected-route'
        ? { status: 200, data: { success: true, user_type: 'admin' } }
        : { status: 200, data: { success: true, data: { user_id: 7, email: 'a@b.co' } } },
    );
    await expect(auth.checkSession()).resolves.toEqual({
      ok: true,
      value: { authenticated: true, userType: 'admin' },
    });
    await expect(auth.currentUser()).resolves.toMatchObject({ ok: true, value: { user_id: 7 } });
  });

  it('treats a refused session check as logged out', async () => {
    const auth = gateway(() => ({
      status: 401,
      data: { success: false, error: 'Please log in to continue.' },
    }));
    await expect(auth.checkSession()).resolves.toEqual({ ok: true, value: { authenticated: false } });
  });

  it('skips the session probe once when the page says the visitor came signed out', async () => {
    const probes: string[] = [];
    let hint = true;
    const auth = gateway(
      (_, url) => {
        probes.push(url);
        return { status: 200, data: { success: true, user_type: 'user' } };
      },
      () => {
        const signedOut = hint;
        hint = false;
        return signedOut;
      },
    );
    await expect(auth.checkSession()).resolves.toEqual({ ok: true, value: { authenticated: false } });
    expect(probes).toEqual([]);
    await expect(auth.checkSession()).resolves.toEqual({
      ok: true,
      value: { authenticated: true, userType: 'user' },
    });
    expect(probes).toEqual(['/some-protected-route']);
  });

  it("maps the login answer and the server's error text", async () => {
    let answer: Reply = {
      status: 200,
      data: { success: true, user_id: 3, token: 'tok', verified: false, userType: 'user' },
    };
    const auth = gateway((method, url, body) => {
      expect([method, url, body]).toEqual(['post', '/login', { email: 'a@b.co', password: 'pw' }]);
      return answer;
    });
    await expect(auth.login('a@b.co', 'pw')).resolves.toEqual({
      ok: true,
      value: { userId: 3, token: 'tok', verified: false, userType: 'user' },
    });
    answer = { status: 401, data: { success: false, error: 'Invalid email or password.' } };
    await expect(auth.login('a@b.co', 'pw')).resolves.toEqual({
      ok: false,
      error: 'Invalid email or password.',
      status: 401,
    });
  });

  it('registers, then saves informed updates with the registration token', async () => {
    const calls: Array<[string, unknown]> = [];
    const auth = gateway((_, url, body) => {
      calls.push([url, body]);
      return url === '/register'
        ? {
            status: 200,
            data: { success: true, message: 'Check your email', userID: 9, registration_token: 'rt' },
          }
        : { status: 200, data: { success: true } };
    });
    const registered = await auth.register({ email: 'a@b.co', password: 'P', confirmPassword: 'P' });
    expect(registered).toEqual({
      ok: true,
      value: { message: 'Check your email', userId: 9, registrationToken: 'rt' },
    });
    await auth.saveInformedUpdates(9, true, 'rt');
    expect(calls[1]).toEqual([
      '/update_user_settings',
      { userID: 9, informed_updates: 1, registration_token: 'rt' },
    ]);
  });

  it('answers null for the Google client id when the server has none', async () => {
    const auth = gateway(() => ({ status: 200, data: { success: true, clientId: null } }));
    await expect(auth.googleClientId()).resolves.toEqual({ ok: true, value: null });
  });
});
