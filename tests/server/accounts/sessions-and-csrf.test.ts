import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfFor, signIn } from '../../support/test-app';
import { apiTargets, useTestApp } from './database-targets';

const DAY = 24 * 60 * 60 * 1000;

describe.each(apiTargets)('sessions and CSRF on $name', (target) => {
  const t = useTestApp(target);
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['no header', (csrf: string) => ({ cookie: `csrf_access_token=${csrf}` })],
    [
      'a wrong header',
      (csrf: string) => ({ cookie: `csrf_access_token=${csrf}`, 'x-csrf-token': `${csrf}x` }),
    ],
    ['no cookie', (csrf: string) => ({ 'x-csrf-token': csrf })],
    ['a forged pair', () => ({ cookie: 'csrf_access_token=abc.def', 'x-csrf-token': 'abc.def' })],
  ])(
    'refuses a state change with %s (403)',
    async (_label, headersFor: (csrf: string) => Record<string, string>) => {
      const { app } = t.current;
      const { csrf } = await csrfFor(app);
      const user = await signIn(app);
      for (const [method, url] of [
        ['POST', '/api/login'],
        ['POST', '/api/register'],
        ['POST', '/api/logout'],
        ['POST', '/api/update_user_settings'],
        ['DELETE', '/api/admin/users/1'],
      ] as const) {
        const headers = {
          ...headersFor(csrf),
          cookie: `session_token=${user.token}; ${headersFor(csrf).cookie ?? ''}`,
        };
        const response = await app.inject({
          method,
          url,
          headers,
          payload: { email: 'a@b.co', password: 'x' },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ success: false, error: expect.stringMatching(/CSRF/) });
      }
      // Still signed in: the refused logout did nothing.
      const check = await app.inject({
        method: 'GET',
        url: '/api/some-protected-route',
        headers: user.headers,
      });
      expect(check.statusCode).toBe(200);
    },
  );

  const saveSettings = (headers: Record<string, string>) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/update_user_settings',
      headers,
      payload: { informed_updates: 1 },
    });

  it('refuses a CSRF token minted for another session', async () => {
    const { app } = t.current;
    const victim = await signIn(app);
    const attacker = await signIn(app);
    expect((await saveSettings(victim.headers)).statusCode).toBe(200);
    const forged = {
      cookie: `session_token=${victim.token}; csrf_access_token=${attacker.csrf}`,
      'x-csrf-token': attacker.csrf,
    };
    expect((await saveSettings(forged)).statusCode).toBe(403);
  });

  it('refuses the anonymous token once signed in: login rotates it', async () => {
    const { app } = t.current;
    const anonymous = await csrfFor(app);
    const user = await signIn(app);
    expect(user.csrf).not.toBe(anonymous.csrf);
    const stale = {
      cookie: `session_token=${user.token}; csrf_access_token=${anonymous.csrf}`,
      'x-csrf-token': anonymous.csrf,
    };
    expect((await saveSettings(stale)).statusCode).toBe(403);
  });

  it('expires a token after a day and hands the signed-in browser a fresh one on its next read', async () => {
    const { app } = t.current;
    const user = await signIn(app);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DAY + 1000 });
    expect((await saveSettings(user.headers)).statusCode).toBe(403);
    const read = await app.inject({ method: 'GET', url: '/api/user_settings', headers: user.headers });
    const fresh = read.cookies.find((cookie) => cookie.name === 'csrf_access_token')!.value;
    const headers = {
      cookie: `session_token=${user.token}; csrf_access_token=${fresh}`,
      'x-csrf-token': fresh,
    };
    expect((await saveSettings(headers)).statusCode).toBe(200);
  });

  it('expires anonymous tokens too', async () => {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DAY + 1000 });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: 'x@example.com', password: 'Nope-1234!' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('lets a browser whose session ended sign in again with the token it holds, never another session', async () => {
    const { app } = t.current;
    const user = await signIn(app);
    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: user.headers });
    expect(logout.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: user.headers,
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(200);
    const other = await signIn(app);
    const misused = {
      cookie: `session_token=${other.token}; csrf_access_token=${user.csrf}`,
      'x-csrf-token': user.csrf,
    };
    expect((await saveSettings(misused)).statusCode).toBe(403);
  });

  it('issues a readable CSRF cookie and keeps a genuine one', async () => {
    const { app } = t.current;
    const first = await app.inject({ method: 'GET', url: '/api/get-csrf-token' });
    const cookie = first.cookies.find((c) => c.name === 'csrf_access_token')!;
    expect(cookie.httpOnly).not.toBe(true);
    expect(first.json()).toEqual({ success: true, csrf_token: cookie.value });
    const again = await app.inject({
      method: 'GET',
      url: '/api/get-csrf-token',
      headers: { cookie: `csrf_access_token=${cookie.value}` },
    });
    expect(again.json().csrf_token).toBe(cookie.value);
  });

  it("hands a visitor a CSRF token on the SPA's start-up session check", async () => {
    const { app } = t.current;
    const check = await app.inject({ method: 'GET', url: '/api/some-protected-route' });
    expect(check.statusCode).toBe(401);
    const csrf = check.cookies.find((c) => c.name === 'csrf_access_token')!.value;
    const headers = { cookie: `csrf_access_token=${csrf}`, 'x-csrf-token': csrf };
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: 'x@example.com', password: 'Nope-1234!' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('accepts the login token as Authorization: Bearer', async () => {
    const { app } = t.current;
    const user = await signIn(app, { admin: true });
    const response = await app.inject({
      method: 'GET',
      url: '/api/some-protected-route',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.json()).toEqual({ success: true, user_type: 'admin' });
    const bogus = await app.inject({
      method: 'GET',
      url: '/api/some-protected-route',
      headers: { authorization: 'Bearer nonsense-token-that-is-long' },
    });
    expect(bogus.statusCode).toBe(401);
  });

  it('answers get-current-user with the CurrentUser contract', async () => {
    const { app } = t.current;
    const user = await signIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/get-current-user', headers: user.headers });
    expect(response.json()).toEqual({
      success: true,
      data: {
        user_id: user.userId,
        email: user.email.toLowerCase(),
        verified: true,
        user_type: 'user',
        created_at: expect.stringMatching(/Z$/),
      },
    });
    expect((await app.inject({ method: 'GET', url: '/api/get-current-user' })).statusCode).toBe(401);
  });

  it('refuses wrong passwords and unknown emails with the same answer', async () => {
    const { app } = t.current;
    const user = await signIn(app);
    const { headers } = await csrfFor(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: user.email, password: 'Wrong-pass-1' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: 'nobody@example.com', password: 'Wrong-pass-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    const empty = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: '', password: '' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('stores only a hash of the session token', async () => {
    const { app, database } = t.current;
    const user = await signIn(app);
    const rows = await database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows.length).toBe(1);
    expect(rows[0]!.token_hash).not.toBe(user.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('slides the 30-day expiry while used and expires an idle session', async () => {
    const { app, clock } = t.current;
    const active = await signIn(app);
    const idle = await signIn(app);
    for (let week = 0; week < 6; week += 1) {
      clock.advance(7 * DAY);
      const response = await app.inject({
        method: 'GET',
        url: '/api/some-protected-route',
        headers: active.headers,
      });
      expect(response.statusCode, `week ${week + 1}`).toBe(200);
    }
    const expired = await app.inject({
      method: 'GET',
      url: '/api/some-protected-route',
      headers: idle.headers,
    });
    expect(expired.statusCode).toBe(401);
  });

  it('marks cookies Secure when PUBLIC_URL is https', async () => {
    const { app } = t.current;
    // The shared app is on http; its cookies must not be Secure (they would never come back).
    const response = await app.inject({ method: 'GET', url: '/api/get-csrf-token' });
    expect(response.cookies[0]!.secure).not.toBe(true);
  });
});

describe('cookies on an https deployment', () => {
  const t = useTestApp({ postgres: false }, { configOverrides: { publicUrl: 'https://chartpulse.example' } });

  it('sets Secure on the session and CSRF cookies', async () => {
    const user = await signIn(t.current.app);
    expect(user.token).toBeTruthy();
    const { headers } = await csrfFor(t.current.app);
    const login = await t.current.app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: user.email, password: user.password },
    });
    for (const cookie of login.cookies) expect(cookie.secure, cookie.name).toBe(true);
    expect(login.headers['strict-transport-security']).toBeDefined();
  });
});
