import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pauseWatching, type WatchAdminDeps, watchOverview } from '../use-cases/watch-opened';

const pauseBody = z.strictObject({ paused: z.boolean() });

/**
 * `GET /api/admin/watched`: what the install watches because people opened it, what it costs and the
 * budget; `PUT /api/admin/watched` `{paused}`: the admin's switch (admins only).
 */
export function registerAdminWatchedRoutes(app: FastifyInstance, deps: WatchAdminDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/admin/watched', { signedIn: 'admin', schema: { tags: ['admin'] } }, async () => ({
    success: true,
    ...(await watchOverview(deps)),
  }));
  api.put(
    '/admin/watched',
    { signedIn: 'admin', schema: { body: pauseBody, tags: ['admin'] } },
    async (request) => ({ success: true, ...(await pauseWatching(deps, request.body.paused)) }),
  );
}
