import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodeText, preferredEncoding } from './content-encoding';
import { type ItemPageParts, itemPageParts } from './item-page-html';
import type { ItemPageRead, ItemPageSource, ItemPageVisitor } from './item-pages';
import {
  createSpaDocument,
  type FirstPaintMarkup,
  type SessionProbe,
  type ViteManifest,
} from './spa-document';
import { EVERY_PAGE_CALLS, matchSpaRoute, type RouteMatch } from './spa-routes';
import { registerStaticAssets } from './static-assets';

export interface SpaOptions {
  /** The folder `vite build` wrote. */
  readonly root: string;
  readonly serveSourceMaps: boolean;
  readonly sessionProbe?: SessionProbe;
  /** Renders the public item pages on the server (name, figures, grade, preview tags, the answer). */
  readonly itemPages?: ItemPageSource;
  /** The deployment's public origin (`PUBLIC_URL`), for the preview tags' absolute addresses. */
  readonly publicUrl?: string;
  /** How long a page waits for its item before it is served without it (the app then asks itself). */
  readonly itemWaitMs?: number;
}

/** A slow music service must not hold the page: past this, the app reads the item itself. */
export const ITEM_WAIT_MS = 2_000;

export interface Spa {
  /** Answers a client route (`/`, `/artist/…`, unknown pages) with the app's HTML. */
  sendDocument(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
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
    { readStylesheet: builtStylesheets(options.root, manifest) },
  );

  return {
    async sendDocument(request, reply) {
      const address = request.url.split('#')[0] ?? '/';
      const mark = address.indexOf('?');
      const pathname = mark === -1 ? address : address.slice(0, mark);
      const itemPage = await renderItemPage(options, matchSpaRoute(pathname), pathname, {
        spend: async (budget, limit) =>
          (await request.server.rateCounter.spend(budget, limit, request.ip)).allowed,
      });
      if (itemPage?.status === 'not_found') reply.status(404);
      const html = render({
        pathname,
        query: mark === -1 ? '' : address.slice(mark + 1),
        hasSessionCookie: Boolean(options.sessionProbe && request.cookies[options.sessionProbe.cookie]),
        itemPage: itemPage?.parts,
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

/** The build's stylesheets, read once: the HTML of a page carries its route's styles inline. */
function builtStylesheets(root: string, manifest: ViteManifest): (file: string) => string | null {
  const texts = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) {
      const full = path.join(root, file);
      if (!texts.has(file) && existsSync(full)) texts.set(file, readFileSync(full, 'utf8'));
    }
  }
  return (file) => texts.get(file) ?? null;
}

/** The item page's parts, or none when the path is no item page or its item could not be read in time. */
async function renderItemPage(
  options: SpaOptions,
  route: RouteMatch | null,
  pathname: string,
  visitor: ItemPageVisitor,
): Promise<{ readonly status: ItemPageRead['status']; readonly parts: ItemPageParts } | null> {
  if (!options.itemPages || !route?.item) return null;
  const { kind, key } = route.item;
  const read = await withinTime(
    options.itemPages.read(kind, key, visitor),
    options.itemWaitMs ?? ITEM_WAIT_MS,
  );
  if (read.status === 'unavailable') return null;
  const publicUrl = options.publicUrl ?? '';
  const parts = itemPageParts({ kind, key, url: `${publicUrl}${pathname}`, publicUrl }, read);
  return { status: read.status, parts };
}

/** The read, or `unavailable` when it fails or takes longer than `ms` (it goes on, and is cached). */
function withinTime(read: Promise<ItemPageRead>, ms: number): Promise<ItemPageRead> {
  const unavailable: ItemPageRead = { status: 'unavailable' };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ItemPageRead>((resolve) => {
    timer = setTimeout(() => resolve(unavailable), ms);
  });
  return Promise.race([read.catch(() => unavailable), late]).finally(() => clearTimeout(timer));
}
