import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DemoMusicService } from '@server/catalog';
import { catalogApp } from './catalog-test-app';

const TRACK = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc';
const PLAYLIST = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
const DEEZER_TRACK = 'https://www.deezer.com/fr/track/3135556?utm_source=deezer';

// A local stand-in for the short-link hosts: the path starts with the host it plays.
const routes: Record<
  string,
  (reply: (status: number, headers?: Record<string, string>, body?: string) => void) => void
> = {
  '/spotify.link/abc': (reply) => reply(307, { location: TRACK }),
  '/spotify.link/chain': (reply) => reply(301, { location: 'https://spoti.fi/step2' }),
  '/spoti.fi/step2': (reply) => reply(302, { location: PLAYLIST }),
  '/spotify.link/relative': (reply) => reply(302, { location: '/abc' }),
  '/spotify.link/evil': (reply) => reply(302, { location: 'https://evil.example.com/steal' }),
  '/spotify.link/loop': (reply) => reply(302, { location: 'https://spotify.link/loop' }),
  '/link.deezer.com/s/abc': (reply) => reply(302, { location: DEEZER_TRACK }),
  '/deezer.page.link/chain': (reply) => reply(301, { location: 'https://link.deezer.com/s/abc' }),
  '/link.deezer.com/s/to-spotify': (reply) => reply(302, { location: TRACK }),
  '/link.deezer.com/s/evil': (reply) => reply(302, { location: 'https://evil.example.com/steal' }),
  '/spotify.link/to-deezer': (reply) => reply(302, { location: DEEZER_TRACK }),
  '/spotify.link/html': (reply) =>
    reply(
      200,
      { 'content-type': 'text/html' },
      `<html><head><meta property="og:url" content="${PLAYLIST}"></head></html>`,
    ),
};

let server: Server;
let app: FastifyInstance;
let contacted: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[request.url ?? ''];
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    route((status, headers = {}, body = '') =>
      response.writeHead(status, headers).end(request.method === 'HEAD' ? '' : body),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const resolverFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    contacted.push(url.hostname);
    return fetch(`http://127.0.0.1:${port}/${url.hostname}${url.pathname}${url.search}`, init);
  };
  app = await catalogApp({ musicService: new DemoMusicService({ now: () => new Date() }), resolverFetch });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  contacted = [];
});

const resolve = (url: string) => app.inject(`/api/resolve-url?url=${encodeURIComponent(url)}`);

describe('GET /api/resolve-url', () => {
  it('follows short-link redirects (absolute, relative, across allowed hosts) to open.spotify.com', async () => {
    expect((await resolve('https://spotify.link/abc')).json()).toEqual({ success: true, url: TRACK });
    expect((await resolve('https://spotify.link/chain')).json()).toEqual({ success: true, url: PLAYLIST });
    expect((await resolve('https://spotify.link/relative')).json()).toEqual({ success: true, url: TRACK });
    expect((await resolve('spotify.link/abc')).json()).toEqual({ success: true, url: TRACK });
    expect(contacted.every((host) => ['spotify.link', 'spoti.fi'].includes(host))).toBe(true);
  });

  it('reads og:url when the short link answers with a page', async () => {
    expect((await resolve('https://spotify.link/html')).json()).toEqual({ success: true, url: PLAYLIST });
  });

  it('returns an open.spotify.com item link without any request', async () => {
    expect((await resolve(TRACK)).json()).toEqual({ success: true, url: TRACK });
    expect(contacted).toEqual([]);
  });

  it('refuses other hosts without contacting them', async () => {
    for (const url of [
      'https://evil.example.com/x',
      'http://127.0.0.1:3000/admin',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const response = await resolve(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(contacted).toEqual([]);
    expect((await app.inject('/api/resolve-url')).statusCode).toBe(400);
  });

  it('refuses redirects that leave Spotify, and redirect loops after five hops', async () => {
    const evil = await resolve('https://spotify.link/evil');
    expect(evil.statusCode).toBe(400);
    expect(evil.json().error).toMatch(/does not lead to Spotify/);
    expect(contacted).not.toContain('evil.example.com');
    contacted = [];
    const loop = await resolve('https://spotify.link/loop');
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error).toMatch(/too many/);
    expect(contacted).toHaveLength(6); // the link itself and five redirects
  });

  it('answers 400 for a short link that leads nowhere', async () => {
    const response = await resolve('https://spotify.link/missing');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'Failed to resolve the shortened Spotify URL' });
  });

  it('follows Deezer short links (link.deezer.com, deezer.page.link) to deezer.com on Deezer hosts only', async () => {
    expect((await resolve('https://link.deezer.com/s/abc')).json()).toEqual({
      success: true,
      url: DEEZER_TRACK,
    });
    expect((await resolve('deezer.page.link/chain')).json()).toEqual({ success: true, url: DEEZER_TRACK });
    expect(contacted.every((host) => ['link.deezer.com', 'deezer.page.link'].includes(host))).toBe(true);
    contacted = [];
    expect((await resolve(DEEZER_TRACK)).json()).toEqual({ success: true, url: DEEZER_TRACK });
    expect(contacted).toEqual([]);
  });

  it('refuses a short link that redirects to another service or another host', async () => {
    for (const [url, error] of [
      ['https://link.deezer.com/s/to-spotify', /does not lead to Deezer/],
      ['https://link.deezer.com/s/evil', /does not lead to Deezer/],
      ['https://spotify.link/to-deezer', /does not lead to Spotify/],
    ] as const) {
      const response = await resolve(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toMatch(error);
    }
    expect(contacted).not.toContain('evil.example.com');
    expect(contacted).not.toContain('open.spotify.com');
    expect(contacted).not.toContain('www.deezer.com');
  });
});
