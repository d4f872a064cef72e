import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/build/precompress';
import { buildApp } from '@server/app';

// A stand-in for `dist/`, laid out as `vite build` writes it. No database is involved.
const SCRIPT = `export function hello(){return ${JSON.stringify('chartpulse '.repeat(300))}}\n`;
const INDEX =
  '<!doctype html><html><head><title>Chartpulse</title></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-AbC123.js', isEntry: true },
  'src/features/items/artist/artist-page.tsx': {
    file: 'assets/artist-page-XyZ789.js',
    name: 'artist-page',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};
const PROBE = { cookie: 'session_token', paths: ['/api/some-protected-route'] };
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'cp-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(
    path.join(dist, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(400)}</svg>`,
  );
  writeFileSync(path.join(dist, 'assets/index-AbC123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets/index-AbC123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(path.join(dist, 'assets/artist-page-XyZ789.js'), 'export const ArtistPage = 1;');
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  await precompressDirectory(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function withApp<T>(serveSourceMaps: boolean, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp({ spaDir: dist, serveSourceMaps, sessionProbe: PROBE });
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

const get = (app: FastifyInstance, url: string, acceptEncoding?: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });

describe('serving the built SPA', () => {
  it('writes brotli and gzip copies next to the build output, but not next to source maps', async () => {
    const compressed = await precompressDirectory(dist);
    expect(compressed.map((file) => path.relative(dist, file)).sort()).toEqual([
      'assets/artist-page-XyZ789.js',
      'assets/index-AbC123.js',
      'favicon.svg',
      'index.html',
    ]);
  });

  it('sends the pre-compressed copy the browser accepts, with Vary: Accept-Encoding', async () => {
    await withApp(false, async (app) => {
      const br = await get(app, '/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
      expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

      const gzip = await get(app, '/assets/index-AbC123.js', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

      const plain = await get(app, '/assets/index-AbC123.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
    });
  });

  it('lets browsers keep hashed assets for a year, and makes them revalidate everything else', async () => {
    await withApp(false, async (app) => {
      for (const encoding of ['br', 'gzip', undefined]) {
        const asset = await get(app, '/assets/index-AbC123.js', encoding);
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      expect((await get(app, '/favicon.svg', 'br')).headers['cache-control']).toBe('no-cache');
      for (const url of ['/', '/artist/0TnOYISbd1XYRBk9myaseg', '/index.html']) {
        const page = await get(app, url, 'br');
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toMatch(/no-cache/);
      }
    });
  });

  it('answers 404 for source maps and build metadata unless SERVE_SOURCE_MAPS is on', async () => {
    await withApp(false, async (app) => {
      const map = await get(app, '/assets/index-AbC123.js.map');
      expect(map.statusCode).toBe(404);
      expect(map.json()).toEqual({
        success: false,
        error: 'No such endpoint: GET /assets/index-AbC123.js.map',
      });
      expect((await get(app, '/.vite/manifest.json')).statusCode).toBe(404);
    });
    await withApp(true, async (app) => {
      const map = await get(app, '/assets/index-AbC123.js.map');
      expect(map.statusCode).toBe(200);
      expect(map.json()).toEqual({ version: 3, sources: ['src/main.tsx'] });
    });
  });

  it("answers a client route with index.html that starts the route's chunk and data downloads", async () => {
    await withApp(false, async (app) => {
      const page = await get(app, '/artist/KPAF5o1JvZ32m4GmDokxBt', 'gzip, deflate, br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      const html = brotliDecompressSync(page.rawPayload).toString();
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/artist-page-XyZ789.js">');
      expect(html).toContain('href="/api/artist/KPAF5o1JvZ32m4GmDokxBt"');
      expect(html).toContain('<meta name="chartpulse-session" content="none">');

      const member = await get(app, '/artist/KPAF5o1JvZ32m4GmDokxBt', 'gzip', 'session_token=abc');
      expect(member.headers['content-encoding']).toBe('gzip');
      const memberHtml = gunzipSync(member.rawPayload).toString();
      expect(memberHtml).toContain('href="/api/some-protected-route"');
      expect(memberHtml).not.toContain('chartpulse-session');

      const plain = await get(app, '/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<div id="root"></div>');
      expect((await get(app, '/api/nothing-here')).statusCode).toBe(404);
    });
  });
});
