import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GetPlaylist } from '../use-cases/get-playlist';
import { idParams, itemFailureError } from './catalog-replies';

/** `GET /api/playlist/:id[?forceRefresh=true]` (docs/product.md §3). */
export function registerPlaylistRoute(app: FastifyInstance, getPlaylist: GetPlaylist): void {
  app.get(
    '/playlist/:id',
    {
      schema: {
        params: idParams,
        querystring: z.object({ forceRefresh: z.string().optional() }),
        tags: ['catalog'],
      },
    },
    async (request) => {
      const result = await getPlaylist.execute({
        id: (request.params as { id: string }).id,
        forceRefresh: (request.query as { forceRefresh?: string }).forceRefresh === 'true',
      });
      if (!result.ok) throw itemFailureError(result.error, 'playlist');
      return { success: true, ...result.value };
    },
  );
}
