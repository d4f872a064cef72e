import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJwksServer, type TestJwksServer } from '../../support/jwks';
import { csrfFor, signIn } from '../../support/test-app';
import { apiTargets, useTestApp } from './database-targets';

const CLIENT_ID = 'chartpulse-test.apps.googleusercontent.com';

describe.each(apiTargets)('Google sign-in on $name', (target) => {
  let jwks: TestJwksServer;
  beforeAll(async () => {
    jwks = await startJwksServer(CLIENT_ID);
  });
  afterAll(async () => jwks?.close());
  const t = useTestApp(target, () => ({
    configOverrides: { googleClientId: CLIENT_ID, googleJwksUrl: jwks.url },
  }));

  async function postCredential(credential: string) {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    return app.inject({ method: 'POST', url: '/api/auth/google', headers, payload: { credential } });
  }

  it('publishes the client id', async () => {
    const response = await t.current.app.inject({ method: 'GET', url: '/api/auth/google/client-id' });
    expect(response.json()).toEqual({ success: true, clientId: CLIENT_ID });
  });

  it('creates a verified account keyed by sub, signs in, and finds it again', async () => {
    const { app } = t.current;
    const token = await jwks.mint({ sub: 'google-sub-1', email: 'Gina@Example.com' });
    const first = await postCredential(token);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toEqual({
      success: true,
      user_id: expect.any(Number),
      token: expect.any(String),
      verified: true,
      userType: 'user',
    });
    const session = await app.inject({
      method: 'GET',
      url: '/api/some-protected-route',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(session.statusCode).toBe(200);

    // Same Google account, new email address at Google: still the same user.
    const again = await postCredential(
      await jwks.mint({ sub: 'google-sub-1', email: 'gina.new@example.com' }),
    );
    expect(again.json().user_id).toBe(answer.user_id);
  });

  it('links to an existing password account with the same email', async () => {
    const existing = await signIn(t.current.app, { email: 'linkme@example.com' });
    const response = await postCredential(
      await jwks.mint({ sub: 'google-sub-2', email: 'linkme@example.com' }),
    );
    expect(response.json().user_id).toBe(existing.userId);
    const other = await postCredential(await jwks.mint({ sub: 'google-sub-3', email: 'linkme@example.com' }));
    expect(other.statusCode).toBe(409);
  });

  it.each([
    ['another audience', { aud: 'someone-else' }, {}],
    ['another issuer', { iss: 'https://evil.example.com' }, {}],
    ['an unverified email', { email_verified: false }, {}],
    ['an expired token', {}, { expiresIn: '-5 minutes' }],
    ['a key Google never published', {}, { foreignKey: true }],
  ])('refuses %s with 401', async (_label, claims, options) => {
    const token = await jwks.mint({ sub: 'google-sub-x', email: 'x@example.com', ...claims }, options);
    const response = await postCredential(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: expect.any(String) });
  });

  it('refuses garbage credentials with 401 and empty ones with 400', async () => {
    expect((await postCredential('not.a.jwt')).statusCode).toBe(401);
    expect((await postCredential('')).statusCode).toBe(400);
  });
});

describe('Google sign-in when not configured', () => {
  const t = useTestApp({ postgres: false });

  it('answers clientId null and refuses credentials with 503', async () => {
    const { app } = t.current;
    expect((await app.inject({ method: 'GET', url: '/api/auth/google/client-id' })).json()).toEqual({
      success: true,
      clientId: null,
    });
    const { headers } = await csrfFor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers,
      payload: { credential: 'x.y.z' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().success).toBe(false);
  });
});

describe('Google sign-in and a squatted, unverified registration', () => {
  let jwks: TestJwksServer;
  beforeAll(async () => {
    jwks = await startJwksServer(CLIENT_ID);
  });
  afterAll(async () => jwks?.close());
  const t = useTestApp({ postgres: false }, () => ({
    configOverrides: { googleClientId: CLIENT_ID, googleJwksUrl: jwks.url },
  }));

  it('takes the account over from whoever registered the address without proving it', async () => {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    const password = 'Squatter-Pass-1!';
    await app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: { email: 'victim@example.com', password, confirmPassword: password },
    });
    const squatter = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: 'victim@example.com', password },
    });
    const squatterToken = squatter.json().token;

    const google = await app.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers,
      payload: { credential: await jwks.mint({ sub: 'victim-sub', email: 'victim@example.com' }) },
    });
    expect(google.statusCode).toBe(200);
    const revoked = await app.inject({
      method: 'GET',
      url: '/api/some-protected-route',
      headers: { authorization: `Bearer ${squatterToken}` },
    });
    expect(revoked.statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email: 'victim@example.com', password },
    });
    expect(again.statusCode).toBe(401);
  });
});
