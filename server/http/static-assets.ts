import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Content-hashed build output: a new build writes new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon…) may change under the same name: always revalidate. */
export const REVALIDATE = 'no-cache';

export interface StaticAssetOptions {
  readonly root: string;
  /** Hand out `*.map` (off by default: they expose the whole client source). */
  readonly serveSourceMaps: boolean;
}

/** The cache policy of one file of the build, by its path on disk. */
export function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built SPA's files: the `.br`/`.gz` written next to each file at build time, chosen by
 * `Accept-Encoding` (with `Vary: Accept-Encoding`), long-lived caching for hashed assets, and
 * source maps only when allowed. Files are listed once at start (`wildcard: false`).
 */
export async function registerStaticAssets(app: FastifyInstance, options: StaticAssetOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: options.serveSourceMaps ? [] : ['**/*.map'],
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(options.root, filePath));
    },
  });
}
