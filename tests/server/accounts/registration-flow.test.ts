import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE_REFUSED } from '@server/accounts/use-cases/verify-email';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { csrfFor } from '../../support/test-app';
import { apiTargets, useTestApp } from './database-targets';

const PASSWORD = 'Sunny-Day-42!';

function cookiesOf(response: { cookies: Array<{ name: string; value: string }> }): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

describe.each(apiTargets)('registration through real email on $name', (target) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  const t = useTestApp(target, () => ({
    configOverrides: { smtpUrl: smtp.url, mailFrom: 'Chartpulse <robot@chartpulse.test>' },
  }));

  it('register → email → verify → login → protected route → logout → 401', async () => {
    const { app } = t.current;
    const email = `newcomer-${target.name.toLowerCase()}@example.com`;
    const anonymous = await csrfFor(app);

    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: anonymous.headers,
      payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(registered.statusCode).toBe(200);
    const registration = registered.json();
    expect(registration).toMatchObject({
      success: true,
      userID: expect.any(Number),
      message: expect.any(String),
    });

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Your Chartpulse verification code');
    const code = /verification code is: (\d{6})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // Unverified users may log in; the SPA sends them to /verify-email.
    const early = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: anonymous.headers,
      payload: { email, password: PASSWORD },
    });
    expect(early.json()).toMatchObject({ success: true, verified: false, userType: 'user' });

    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify-email',
      headers: anonymous.headers,
      payload: { user_id: registration.userID, code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, token: expect.any(String) });

    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: anonymous.headers,
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const answer = login.json();
    expect(answer).toEqual({
      success: true,
      user_id: registration.userID,
      token: expect.any(String),
      verified: true,
      userType: 'user',
    });
    const cookies = cookiesOf(login);
    expect(cookies.session_token).toBe(answer.token);
    const sessionCookie = login.cookies.find((c) => c.name === 'session_token')!;
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const headers = {
      cookie: `session_token=${cookies.session_token}; csrf_access_token=${cookies.csrf_access_token}`,
      'x-csrf-token': cookies.csrf_access_token!,
    };

    const protectedRoute = await app.inject({ method: 'GET', url: '/api/some-protected-route', headers });
    expect(protectedRoute.json()).toEqual({ success: true, user_type: 'user' });
    const current = await app.inject({ method: 'GET', url: '/api/get-current-user', headers });
    expect(current.json()).toMatchObject({
      success: true,
      data: { user_id: registration.userID, email, verified: true, user_type: 'user' },
    });

    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(logout.json()).toMatchObject({ success: true });
    expect(cookiesOf(logout).session_token).toBe('');

    const after = await app.inject({ method: 'GET', url: '/api/some-protected-route', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, error: expect.any(String) });
  });

  it('lets the after-register form set informed_updates for that new user only', async () => {
    const { app } = t.current;
    const anonymous = await csrfFor(app);
    const register = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        headers: anonymous.headers,
        payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
      });
    const first = await register(`first-${target.name}@example.com`);
    const second = await register(`second-${target.name}@example.com`);
    const firstToken = cookiesOf(first).registration_token!;
    const secondId = second.json().userID;

    const own = await app.inject({
      method: 'POST',
      url: '/api/update_user_settings',
      headers: {
        ...anonymous.headers,
        cookie: `${anonymous.headers.cookie}; registration_token=${firstToken}`,
      },
      payload: { userID: first.json().userID, informed_updates: 1 },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().settings).toEqual({
      email_notifications: 0,
      telegram_notifications: 0,
      informed_updates: 1,
    });

    const other = await app.inject({
      method: 'POST',
      url: '/api/update_user_settings',
      headers: {
        ...anonymous.headers,
        cookie: `${anonymous.headers.cookie}; registration_token=${firstToken}`,
      },
      payload: { userID: secondId, informed_updates: true },
    });
    expect(other.statusCode).toBe(401);
    const withoutToken = await app.inject({
      method: 'POST',
      url: '/api/update_user_settings',
      headers: anonymous.headers,
      payload: { userID: secondId, informed_updates: true },
    });
    expect(withoutToken.statusCode).toBe(401);
  });
});

describe.each(apiTargets)('verification codes and registration rules on $name', (target) => {
  const t = useTestApp(target);

  async function register(email: string, extra: Record<string, unknown> = {}) {
    const { app } = t.current;
    const anonymous = await csrfFor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: anonymous.headers,
      payload: { email, password: PASSWORD, confirmPassword: PASSWORD, ...extra },
    });
    return { response, headers: anonymous.headers };
  }

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ password: 'short', confirmPassword: 'short' }, 'The password should be at least 8 characters long.'],
    [
      { password: 'NOLOWER1!', confirmPassword: 'NOLOWER1!' },
      'The password should contain at least one lowercase letter.',
    ],
    [
      { password: 'noupper1!', confirmPassword: 'noupper1!' },
      'The password should contain at least one uppercase letter.',
    ],
    [
      { password: 'NoDigits!!', confirmPassword: 'NoDigits!!' },
      'The password should contain at least one digit.',
    ],
    [
      { password: 'NoSpecial12', confirmPassword: 'NoSpecial12' },
      'The password should contain at least one special character.',
    ],
    [{ password: 'Has Space1!', confirmPassword: 'Has Space1!' }, 'The password should not contain spaces.'],
    [{ confirmPassword: 'Different-42!' }, 'Passwords do not match.'],
    [{ password: '' }, 'All fields are required.'],
    [{ acceptedTerms: false }, 'You must accept the Terms and Conditions.'],
  ])('refuses %o with the documented message "%s"', async (change, message) => {
    const { response } = await register(`rules-${Math.random().toString(36).slice(2)}@example.com`, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: message });
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await register('twice@example.com');
    const { response } = await register('TWICE@example.com');
    expect(response.statusCode).toBe(409);
    expect(response.json().success).toBe(false);
  });

  it('counts wrong codes, locks after five, and a resent code works', async () => {
    const { app, mailer } = t.current;
    const email = 'wrong-codes@example.com';
    const { response, headers } = await register(email);
    const userId = response.json().userID;
    const code = mailer.codeFor(email)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (value: string) =>
      app.inject({
        method: 'POST',
        url: '/api/verify-email',
        headers,
        payload: { user_id: userId, code: value },
      });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await verify(wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(CODE_REFUSED);
    }
    expect((await verify(wrong)).json().error).toBe(CODE_REFUSED);
    expect((await verify(code)).json().error).toBe(CODE_REFUSED);

    const resent = await app.inject({
      method: 'POST',
      url: '/api/resend-verification-code',
      headers,
      payload: { user_id: userId },
    });
    expect(resent.json()).toEqual({
      success: true,
      message: 'Verification code resent. Please check your email.',
    });
    const fresh = await vi.waitFor(() => {
      const latest = mailer.codeFor(email);
      if (!latest || latest === code) throw new Error('no new code yet');
      return latest;
    });
    expect((await verify(fresh)).statusCode).toBe(200);
    expect((await verify(fresh)).json().error).toBe(CODE_REFUSED);
  });

  it('expires a code after 15 minutes', async () => {
    const { app, mailer, clock } = t.current;
    const email = 'slow@example.com';
    const { response, headers } = await register(email);
    clock.advance(15 * 60 * 1000 + 1000);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/verify-email',
      headers,
      payload: { user_id: response.json().userID, code: mailer.codeFor(email) },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(CODE_REFUSED);
  });

  it('answers a malformed code without touching the database', async () => {
    const { app } = t.current;
    const { headers } = await register('malformed@example.com');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/verify-email',
      headers,
      payload: { user_id: 1, code: 'abc' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, error: 'Please enter the 6-digit code from the email.' });
  });
});
