import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicLandingRoutes } from '@server/landing-pages/routes/public-landing-routes';
import { apiTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, sendForm } from './support/landing-requests';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function expectErrorPage(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toMatch(/^<!doctype html>/);
  expect(response.body).toContain('<html lang="en">');
  expect(response.body).toContain('<meta name="viewport"');
  expect(response.body).toContain('<a href="/">Go to the home page</a>');
  expect(response.body).not.toContain('"success"');
}

describe.each(apiTargets)('landing-page failures are HTML pages on $name', (target) => {
  const context = useLandingApp(target);

  const visit = (url: string) =>
    context.current.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME } });

  it('answers unknown slugs, services and deeper addresses with a 404 page', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    await sendForm(app, user, formFields({ slug: 'errors' }), { image: coverImage() });
    for (const url of [
      '/landing',
      '/landing/',
      '/landing/no-such-page',
      '/landing/no-such-page/go/spotify',
      '/landing/errors/go/tidal',
      '/landing/errors/go/apple_music',
      '/landing/errors/go/spotify/more',
      '/landing/errors/anything/else/here',
    ]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(404);
      expectErrorPage(response);
      expect(response.body).toContain('<h1>Page not found</h1>');
    }
  });

  it('answers malformed input with a 400 page', async () => {
    const response = await visit('/landing/errors/go/spotify?event_id=%0d%0aSet-Cookie:%20x=1');
    expect(response.statusCode).toBe(400);
    expectErrorPage(response);
    expect(response.body).toContain('<h1>This link is not valid</h1>');
  });

  it('answers an address Fastify cannot decode (bad %-encoding) with a 400 page, the API with JSON', async () => {
    for (const url of ['/landing/%E0%A4%A', '/landing/errors/go/%E0%A4%A']) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(400);
      expectErrorPage(response);
    }
    const api = await visit('/api/landing-pages/%E0%A4%A');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ success: false, error: expect.stringMatching(/address is not valid/) });
  });

  it('follows a click whatever its query: a repeated or overlong event id is just not genuine', async () => {
    for (const query of ['event_id=a&event_id=b', `event_id=${'x'.repeat(3000)}`, 'other=1']) {
      const response = await visit(`/landing/errors/go/spotify?${query}`);
      expect(response.statusCode, query).toBe(302);
    }
  });
});

describe('a landing-page failure on the server', () => {
  it('is a 500 page that shows no detail', async () => {
    const app = Fastify({ logger: false });
    await app.register(fastifyCookie);
    const broken = async (): Promise<never> => {
      throw new Error('connection refused: secret detail');
    };
    await app.register((instance) =>
      publicLandingRoutes(instance, {
        actions: { render: broken, click: broken },
        settings: { publicUrl: 'https://chartpulse.example', countryHeader: undefined },
      }),
    );
    for (const url of ['/landing/some-page', '/landing/some-page/go/spotify']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME } });
      expect(response.statusCode, url).toBe(500);
      expectErrorPage(response);
      expect(response.body).toContain('<h1>Something went wrong</h1>');
      expect(response.body).not.toContain('secret detail');
    }
    await app.close();
  });
});
