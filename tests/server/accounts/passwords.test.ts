import { describe, expect, it, vi } from 'vitest';
import { csrfFor, signIn } from '../../support/test-app';
import { apiTargets, useTestApp } from './database-targets';

const NEW_PASSWORD = 'Brand-New-Pass-9';

describe.each(apiTargets)('password reset and change on $name', (target) => {
  const t = useTestApp(target);

  async function requestReset(email: string) {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    return app.inject({ method: 'POST', url: '/api/request-password-reset', headers, payload: { email } });
  }

  /** The reset email is sent after the answer, in the background. */
  function emailedResetToken(email: string): Promise<string> {
    return vi.waitFor(() => {
      const token = t.current.mailer.resetTokenFor(email);
      if (!token) throw new Error(`no reset email to ${email} yet`);
      return token;
    });
  }

  async function reset(token: string, password = NEW_PASSWORD) {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    return app.inject({ method: 'POST', url: '/api/reset-password', headers, payload: { token, password } });
  }

  it('answers the same whether or not the email has an account', async () => {
    const user = await signIn(t.current.app);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await vi.waitFor(() => expect(t.current.mailer.lastTo(user.email)).toBeDefined());
    expect(t.current.mailer.lastTo('nobody-here@example.com')).toBeUndefined();
    expect((await requestReset('not an email')).statusCode).toBe(400);
  });

  it('resets once with the emailed token, revokes sessions, and the new password works', async () => {
    const { app } = t.current;
    const user = await signIn(app);
    await requestReset(user.email);
    const token = await emailedResetToken(user.email);
    expect(token).toBeTruthy();

    expect((await reset(token, 'weak')).json()).toEqual({
      success: false,
      error: 'The password should be at least 8 characters long.',
    });
    const done = await reset(token);
    expect(done.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await reset(token)).statusCode).toBe(400);

    const oldSession = await app.inject({
      method: 'GET',
      url: '/api/some-protected-route',
      headers: user.headers,
    });
    expect(oldSession.statusCode).toBe(401);
    const { headers } = await csrfFor(app);
    const oldLogin = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: user.email, password: NEW_PASSWORD },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a reset token older than one hour, and unknown tokens', async () => {
    const { app, clock } = t.current;
    const user = await signIn(app);
    await requestReset(user.email);
    const token = await emailedResetToken(user.email);
    clock.advance(60 * 60 * 1000 + 1);
    const late = await reset(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatch(/invalid or has expired/);
    expect((await reset('made-up-token')).statusCode).toBe(400);
  });

  it('refuses a mismatched confirmation with the documented message', async () => {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers,
      payload: { token: 'whatever', password: NEW_PASSWORD, confirmPassword: 'Other-Pass-99' },
    });
    expect(response.json()).toEqual({ success: false, error: "Passwords don't match!" });
  });

  it('changes the password, keeps this session and revokes the others', async () => {
    const { app } = t.current;
    const here = await signIn(app);
    const elsewhere = await signIn(app, { email: here.email });
    const change = (payload: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/change_password', headers: here.headers, payload });

    expect((await change({ old_password: '', new_password: '', confirm_password: '' })).json().error).toBe(
      'All password fields must be filled out!',
    );
    expect(
      (
        await change({ old_password: here.password, new_password: NEW_PASSWORD, confirm_password: 'x' })
      ).json().error,
    ).toBe('Passwords do not match!');
    expect(
      (await change({ old_password: here.password, new_password: 'weak', confirm_password: 'weak' }))
        .statusCode,
    ).toBe(400);
    const wrongOld = await change({
      old_password: 'Not-The-One-1',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(wrongOld.statusCode).toBe(400);

    const ok = await change({
      old_password: here.password,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(ok.json()).toEqual({ success: true, message: 'Password updated successfully' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/some-protected-route', headers: here.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/some-protected-route', headers: elsewhere.headers }))
        .statusCode,
    ).toBe(401);
  });

  it('requires a session to change a password', async () => {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/change_password',
      headers,
      payload: { old_password: 'a', new_password: 'b', confirm_password: 'b' },
    });
    expect(response.statusCode).toBe(401);
  });
});
