// FetchHttpRedirects against a local HTTP server: one request per call, redirects reported, never followed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchHttpRedirects } from '@server/catalog/adapters/fetch-http-redirects';

const PLAYLIST = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=a&pt=b';
const pages: Record<string, { status: number; headers?: Record<string, string>; body?: string }> = {
  '/moved': { status: 302, headers: { location: '/elsewhere' } },
  '/moved-nowhere': { status: 301 },
  '/page': {
    status: 200,
    headers: { 'content-type': 'text/html' },
    body: `<html><head><meta property="og:url" content="${PLAYLIST.replace('&', '&amp;')}"></head></html>`,
  },
  '/plain': { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>no address</html>' },
};

let server: Server;
let base: string;
const methods: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    methods.push(`${request.method} ${request.url}`);
    const page = pages[request.url ?? ''] ?? { status: 404 };
    response.writeHead(page.status, page.headers).end(request.method === 'HEAD' ? '' : (page.body ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('FetchHttpRedirects', () => {
  const redirects = new FetchHttpRedirects();

  it('reports a redirect as its raw location, without following it', async () => {
    methods.length = 0;
    expect(await redirects.next(`${base}/moved`)).toEqual({ kind: 'redirect', location: '/elsewhere' });
    expect(methods).toEqual(['HEAD /moved']);
  });

  it("reads a page's og:url (entities decoded), or null when it names none", async () => {
    expect(await redirects.next(`${base}/page`)).toEqual({ kind: 'page', canonicalUrl: PLAYLIST });
    expect(await redirects.next(`${base}/plain`)).toEqual({ kind: 'page', canonicalUrl: null });
  });

  it('calls a redirect without a location, or an error status, a dead end', async () => {
    expect(await redirects.next(`${base}/moved-nowhere`)).toEqual({ kind: 'dead_end' });
    expect(await redirects.next(`${base}/missing`)).toEqual({ kind: 'dead_end' });
  });

  it('reports a host that does not answer as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await redirects.next(`http://127.0.0.1:${port}/x`)).toEqual({ kind: 'unreachable' });
  });

  it('uses the fetch it is given', async () => {
    const asked: string[] = [];
    const injected = new FetchHttpRedirects(async (input, init) => {
      asked.push(String(input));
      return fetch(`${base}/moved`, init);
    });
    expect(await injected.next('https://spotify.link/abc')).toEqual({
      kind: 'redirect',
      location: '/elsewhere',
    });
    expect(asked).toEqual(['https://spotify.link/abc']);
  });
});
