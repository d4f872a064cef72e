import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csrfFor, signIn, TEST_PASSWORD } from '../../support/test-app';
import { apiTargets, useTestApp } from '../accounts/database-targets';

describe.each(apiTargets)('operations on $name', (target) => {
  const t = useTestApp(target, {
    configOverrides: {
      geoipCountryHeader: 'cloudfront-viewer-country',
      adminEmail: 'ops@example.com',
      adminPassword: TEST_PASSWORD,
    },
  });

  it('reports a healthy database on /healthz', async () => {
    const response = await t.current.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.current.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/login',
      '/api/register',
      '/api/verify-email',
      '/api/admin/users/{id}',
      '/api/update_user_settings',
      '/api/contact-form',
    ]) {
      expect(Object.keys(document.paths), route).toContain(route);
    }
    expect(
      document.paths['/api/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await t.current.app.inject({ method: 'GET', url: '/api/get-user-location' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://accounts.google.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('answers the visitor location from the trusted header', async () => {
    const { app } = t.current;
    const ask = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/get-user-location', headers })).json();
    expect(
      await ask({ 'cloudfront-viewer-country': 'us', 'cloudfront-viewer-country-region': 'CA' }),
    ).toEqual({
      success: true,
      country: 'US',
      subdivision: 'CA',
    });
    expect(await ask({ 'cloudfront-viewer-country': 'FR' })).toEqual({
      success: true,
      country: 'FR',
      subdivision: null,
    });
    expect(await ask({})).toEqual({ success: true, country: null, subdivision: null });
    expect(await ask({ 'cloudfront-viewer-country': '<script>' })).toEqual({
      success: true,
      country: null,
      subdivision: null,
    });
  });

  it('stores contact messages and emails them to the operator', async () => {
    const { app, mailer, database } = t.current;
    const { headers } = await csrfFor(app);
    const payload = { email: 'fan@example.com', subject: 'Love it', body: 'Great charts!', country: 'DE' };
    const response = await app.inject({ method: 'POST', url: '/api/contact-form', headers, payload });
    expect(response.json()).toEqual({ success: true, message: 'Your message was sent successfully!' });
    const mail = mailer.lastTo('ops@example.com')!;
    expect(mail).toMatchObject({ replyTo: 'fan@example.com', subject: '[Chartpulse contact] Love it' });
    expect(mail.text).toContain('Great charts!');
    const stored = await database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'fan@example.com')
      .executeTakeFirst();
    expect(stored).toMatchObject({ subject: 'Love it', body: 'Great charts!', country: 'DE', user_id: null });

    const bad = await app.inject({
      method: 'POST',
      url: '/api/contact-form',
      headers,
      payload: { ...payload, email: 'nope' },
    });
    expect(bad.json()).toEqual({ success: false, error: 'Please enter a valid email address.' });
  });

  it('creates the ADMIN_EMAIL admin at start', async () => {
    // The shared app created ops@example.com as admin at start (it did not exist).
    const { app } = t.current;
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: (await signIn(app, { email: 'ops@example.com' })).headers,
    });
    expect(list.statusCode).toBe(200);
  });
});

describe('logs', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = useTestApp({ postgres: false });

  it('never contain passwords, tokens or codes', async () => {
    const { loggerOptions } = await import('@server/platform/logger');
    const { buildApp } = await import('@server/app');
    const app = await buildApp({
      ...t.current.composition.appOptions,
      spaDir: undefined,
      logger: { ...(loggerOptions('info') as object), stream },
    });
    try {
      const user = await signIn(t.current.app);
      const { headers } = await csrfFor(app);
      await app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        payload: { email: user.email, password: user.password },
      });
      await app.inject({ method: 'GET', url: '/reset-password?token=very-secret-reset-token&x=1' });
      await app.inject({ method: 'GET', url: '/verify-email?user_id=1&code=123456' });
      await app.inject({
        method: 'GET',
        url: '/api/some-protected-route',
        headers: { authorization: `Bearer ${user.token}` },
      });
      const log = lines.join('');
      expect(log).toContain('/reset-password?token=[redacted]&x=1');
      expect(log).toContain('code=[redacted]');
      for (const secret of [
        user.password,
        user.token,
        'very-secret-reset-token',
        '123456',
        headers['x-csrf-token']!,
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
