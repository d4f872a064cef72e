import { describe, expect, it } from 'vitest';
import { csrfFor } from '../../support/test-app';
import { apiTargets, useTestApp } from './database-targets';

const PASSWORD = 'Sunny-Day-42!';
const SPOTIFY_ID = '4Z8W4fKeB5YxbusRsdQVPb';
const VERIFY_FIRST = { success: false, error: 'Please verify your email address first.' };

/** Every signed-in capability docs/product.md gives verified users, as [method, url, body]. */
const VERIFIED_ONLY: ReadonlyArray<readonly [string, string, object?]> = [
  ['GET', '/api/user/artists'],
  ['GET', '/api/user/tracks'],
  ['GET', '/api/user/playlists'],
  ['GET', `/api/user/is-tracking-artist/${SPOTIFY_ID}`],
  ['POST', '/api/artist/track', { extracted_id: SPOTIFY_ID }],
  ['POST', '/api/playlist/track', { extracted_id: SPOTIFY_ID }],
  ['POST', '/api/track/stop-tracking', { remove_id: SPOTIFY_ID }],
  ['GET', `/api/artist/${SPOTIFY_ID}/history`],
  ['GET', `/api/track/${SPOTIFY_ID}/popularity-history.csv`],
  ['GET', '/api/user_settings'],
  ['POST', '/api/update_user_settings', { email_notifications: 1 }],
  ['GET', '/api/landing-pages'],
  ['GET', '/api/user-files'],
  ['GET', `/api/playlist/${SPOTIFY_ID}/analysis`],
  ['POST', '/api/gemini/analyze_playlist', { playlist_id: SPOTIFY_ID }],
  ['GET', '/api/telegram/availability'],
  ['POST', '/api/generate_telegram_token', {}],
  ['GET', '/api/admin/users'],
];

describe.each(apiTargets)('unverified accounts on $name', (target) => {
  const t = useTestApp(target);

  async function registerAndLogIn(email: string) {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: { email, password: PASSWORD, confirmPassword: PASSWORD, acceptedTerms: true },
    });
    expect(registered.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().verified).toBe(false);
    const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
    const cookie = `session_token=${cookies.session_token}; csrf_access_token=${cookies.csrf_access_token}`;
    return {
      userId: registered.json().userID as number,
      headers: { cookie, 'x-csrf-token': cookies.csrf_access_token! },
    };
  }

  const call = (headers: Record<string, string>, [method, url, body]: readonly [string, string, object?]) =>
    t.current.app.inject({ method: method as 'GET', url, headers, ...(body ? { payload: body } : {}) });

  it('refuses every verified-only capability with 403 until the email is verified', async () => {
    const { headers } = await registerAndLogIn('unverified@example.com');
    for (const request of VERIFIED_ONLY) {
      const response = await call(headers, request);
      expect(response.statusCode, request.join(' ')).toBe(403);
      expect(response.json(), request.join(' ')).toEqual(VERIFY_FIRST);
    }
    const settings = await t.current.database.db
      .selectFrom('user_settings')
      .innerJoin('users', 'users.id', 'user_settings.user_id')
      .select('email_notifications')
      .where('users.email', '=', 'unverified@example.com')
      .executeTakeFirstOrThrow();
    expect(settings.email_notifications).toBe(false);
  });

  it('lets an unverified user check the session, see the account, verify and then use everything', async () => {
    const { app, mailer } = t.current;
    const email = 'verifies-later@example.com';
    const { userId, headers } = await registerAndLogIn(email);
    expect((await call(headers, ['GET', '/api/some-protected-route'])).statusCode).toBe(200);
    const current = await call(headers, ['GET', '/api/get-current-user']);
    expect(current.json().data).toMatchObject({ user_id: userId, verified: false });

    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify-email',
      headers,
      payload: { user_id: userId, code: mailer.codeFor(email) },
    });
    expect(verified.statusCode).toBe(200);
    const cookies = Object.fromEntries(verified.cookies.map((cookie) => [cookie.name, cookie.value]));
    const cookie = `session_token=${cookies.session_token}; csrf_access_token=${cookies.csrf_access_token}`;
    const signedIn = { cookie, 'x-csrf-token': cookies.csrf_access_token! };
    expect((await call(signedIn, ['GET', '/api/user/artists'])).statusCode).toBe(200);
    expect((await call(signedIn, ['GET', '/api/user_settings'])).statusCode).toBe(200);
    expect((await call(signedIn, ['POST', '/api/logout', {}])).statusCode).toBe(200);
  });

  it('lets an unverified user log out', async () => {
    const { headers } = await registerAndLogIn('leaves@example.com');
    expect((await call(headers, ['POST', '/api/logout', {}])).statusCode).toBe(200);
    expect((await call(headers, ['GET', '/api/some-protected-route'])).statusCode).toBe(401);
  });
});
