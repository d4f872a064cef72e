import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '@server/app';
import { attachSession } from '@server/http/auth-guard';
import { rateLimit } from '@server/http/rate-limit';
import { bySignedInUser, type SignedIn } from '@server/http/signed-in';

// Sessions from a test header: `x-test-user: <id>,<verified|unverified>,<user|admin>`.
async function headerSessions(api: FastifyInstance): Promise<void> {
  api.addHook('onRequest', async (request) => {
    const header = request.headers['x-test-user'];
    if (typeof header !== 'string') return;
    const [id, verified, userType] = header.split(',');
    attachSession(request, {
      user: {
        id: Number(id),
        email: `${id}@example.com`,
        userType: userType === 'admin' ? 'admin' : 'user',
        verified: verified === 'verified',
      },
      sessionId: Number(id) * 10,
    });
  });
}

const body = z.strictObject({ n: z.number().int() });

async function guardedRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const level of ['verified', 'unverified', 'admin'] as const satisfies readonly SignedIn[]) {
    api.post(`/${level}`, { signedIn: level, schema: { body } }, async (request) => ({
      id: request.user.id,
      email: request.user.email,
      session: request.sessionId,
      n: request.body.n,
    }));
  }
  api.get(
    '/budgeted',
    {
      signedIn: 'verified',
      preValidation: rateLimit('test-budget', { max: 1, windowMs: 60_000 }, bySignedInUser),
    },
    async (request) => ({ id: request.user.id }),
  );
}

describe('the signedIn route option', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ apiPlatform: headerSessions, apiModules: [guardedRoutes] });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (path: string, user: string | null, payload: unknown = { n: 1 }) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: payload as object,
      // CSRF is the session platform's; these routes test only the guard.
      headers: user === null ? {} : { 'x-test-user': user },
    });

  it.each(['verified', 'unverified', 'admin'])(
    'answers 401 to an anonymous request on a %s route',
    async (level) => {
      const response = await post(level, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'Please log in to continue.' });
    },
  );

  it('checks who is asking before the body: an anonymous bad body is a 401, not a 400', async () => {
    const response = await post('verified', null, { n: 'not a number', extra: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Please log in to continue.');
  });

  it('answers 403 to an unverified user where a verified one is needed, before the body', async () => {
    const response = await post('verified', '7,unverified,user', { n: 'bad' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, error: 'Please verify your email address first.' });
  });

  it('answers 403 to a user who is not an admin, and to an unverified admin', async () => {
    const user = await post('admin', '7,verified,user');
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ success: false, error: 'Admin access required.' });
    const unverified = await post('admin', '8,unverified,admin');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error).toBe('Please verify your email address first.');
  });

  it('hands the user and their session to the handler', async () => {
    const verified = await post('verified', '7,verified,user', { n: 3 });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ id: 7, email: '7@example.com', session: 70, n: 3 });
    const unverified = await post('unverified', '8,unverified,user', { n: 4 });
    expect(unverified.json()).toEqual({ id: 8, email: '8@example.com', session: 80, n: 4 });
    const admin = await post('admin', '9,verified,admin', { n: 5 });
    expect(admin.json()).toEqual({ id: 9, email: '9@example.com', session: 90, n: 5 });
  });

  it('validates the body of a signed-in request as before', async () => {
    const response = await post('verified', '7,verified,user', { n: 'bad' });
    expect(response.statusCode).toBe(400);
  });

  it('runs the guard before a per-account budget, which keys on the user it found', async () => {
    const budgeted = (user: string | null) =>
      app.inject({ url: '/api/budgeted', headers: user === null ? {} : { 'x-test-user': user } });
    expect((await budgeted(null)).statusCode).toBe(401);
    expect((await budgeted('11,verified,user')).statusCode).toBe(200);
    expect((await budgeted('11,verified,user')).statusCode).toBe(429);
    expect((await budgeted('12,verified,user')).json()).toEqual({ id: 12 });
  });
});
