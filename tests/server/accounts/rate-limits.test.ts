import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '@server/config';
import { csrfFor, signIn } from '../../support/test-app';
import { apiTargets, useTestApp } from './database-targets';

const tight = { perIp: 4, perAccount: 2, windowMs: 60_000 };
const limits: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  login: tight,
  register: tight,
  resend: tight,
  reset: tight,
  contact: tight,
};

describe.each(apiTargets)('rate limits on $name', (target) => {
  const t = useTestApp(target, { configOverrides: { rateLimits: limits } });

  it('never locks an account for everyone: wrong passwords from other addresses leave its owner alone', async () => {
    const { app } = t.current;
    const owner = await signIn(app, { email: 'target@example.com' });
    const { headers } = await csrfFor(app);
    const attempt = (remoteAddress: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        remoteAddress,
        payload: { email: 'target@example.com', password },
      });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      expect((await attempt(address, 'Guess-123!')).statusCode).toBe(401);
    }
    expect((await attempt('10.0.0.9', owner.password)).statusCode).toBe(200);
  });

  it('answers 429 JSON with Retry-After once one address has used its login budget', async () => {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    let blocked = await app.inject({ method: 'GET', url: '/api/get-csrf-token' });
    for (let i = 0; i < 5; i += 1) {
      blocked = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        remoteAddress: '10.0.1.1',
        payload: { email: `someone${i}@example.com`, password: 'Guess-123!' },
      });
    }
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      error: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address across accounts', async () => {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/request-password-reset',
        headers,
        remoteAddress: '10.9.9.9',
        payload: { email: `someone${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it.each([
    [
      '/api/register',
      (i: number) => ({
        email: `spam${i}@example.com`,
        password: 'Sunny-Day-42!',
        confirmPassword: 'Sunny-Day-42!',
      }),
    ],
    [
      '/api/contact-form',
      (i: number) => ({ email: `writer${i}@example.com`, subject: 'Hi', body: 'Hello there' }),
    ],
    ['/api/resend-verification-code', () => ({ user_id: 999_999 })],
  ])('limits %s', async (url, payloadFor) => {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    let last = 0;
    for (let i = 0; i < 5; i += 1) {
      last = (
        await app.inject({
          method: 'POST',
          url,
          headers,
          remoteAddress: `10.1.${url.length}.1`,
          payload: payloadFor(i),
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('does not count registrations refused by validation against the budget (typos cost nothing)', async () => {
    const { app } = t.current;
    const { headers } = await csrfFor(app);
    const register = (password: string, confirmPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        headers,
        remoteAddress: '10.7.7.7',
        payload: { email: 'typo@example.com', password, confirmPassword },
      });
    for (let i = 0; i < 5; i += 1) {
      expect((await register('Sunny-Day-42!', `Sunny-Day-4${i}?`)).statusCode).toBe(400);
    }
    expect((await register('short', 'short')).statusCode).toBe(400);
    expect((await register('Sunny-Day-42!', 'Sunny-Day-42!')).statusCode).toBe(200);
  });

  it('does not limit ordinary signed-in reads', async () => {
    const { app } = t.current;
    const user = await signIn(app);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await app.inject({ method: 'GET', url: '/api/user_settings', headers: user.headers })).statusCode,
      ).toBe(200);
    }
  });
});
