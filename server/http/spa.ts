import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodeText, preferredEncoding } from './content-encoding';
import {
  createSpaDocument,
  type FirstPaintMarkup,
  type SessionProbe,
  type ViteManifest,
} from './spa-document';
import { EVERY_PAGE_CALLS } from './spa-routes';
import { registerStaticAssets } from './static-assets';

export interface SpaOptions {
  /** The folder `vite build` wrote. */
  readonly root: string;
  readonly serveSourceMaps: boolean;
  readonly sessionProbe?: SessionProbe;
}

export interface Spa {
  /** Answers a client route (`/`, `/artist/…`, unknown pages) with the app's HTML. */
  sendDocument(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/** Serves the built SPA: its files, and its HTML for every client route. Null when it is not built. */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<Spa | null> {
  const indexFile = path.join(options.root, 'index.html');
  if (!existsSync(indexFile)) return null;
  await registerStaticAssets(app, { root: options.root, serveSourceMaps: options.serveSourceMaps });
  const manifestFile = path.join(options.root, '.vite', 'manifest.json');
  const manifest: ViteManifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const firstPaintFile = path.join(options.root, '.vite', 'first-paint.json');
  const firstPaint: FirstPaintMarkup | undefined = existsSync(firstPaintFile)
    ? JSON.parse(readFileSync(firstPaintFile, 'utf8'))
    : undefined;
  const render = createSpaDocument(
    readFileSync(indexFile, 'utf8'),
    manifest,
    options.sessionProbe,
    firstPaint,
    EVERY_PAGE_CALLS,
  );

  return {
    sendDocument(request, reply) {
      const address = request.url.split('#')[0] ?? '/';
      const mark = address.indexOf('?');
      const html = render({
        pathname: mark === -1 ? address : address.slice(0, mark),
        query: mark === -1 ? '' : address.slice(mark + 1),
        hasSessionCookie: Boolean(options.sessionProbe && request.cookies[options.sessionProbe.cookie]),
      });
      // The HTML names this visitor's session state, so shared caches must not keep it.
      reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, cookie');
      reply.type('text/html; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === null) return reply.send(html);
      return reply.header('content-encoding', encoding).send(encodeText(html, encoding));
    },
  };
}
