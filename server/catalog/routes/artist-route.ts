import type { FastifyInstance } from 'fastify';
import type { GetArtist } from '../use-cases/get-artist';
import { idParams, itemFailureError, sendAnswerJson } from './catalog-replies';
import type { BudgetHook } from './music-service-budget';

/** `GET /api/artist/:id` (docs/product.md §3). */
export function registerArtistRoute(app: FastifyInstance, getArtist: GetArtist, budget: BudgetHook): void {
  app.get(
    '/artist/:id',
    {
      schema: { params: idParams, tags: ['catalog'] },
      preHandler: budget((request) => getArtist.readsMusicService((request.params as { id: string }).id)),
    },
    async (request, reply) => {
      const result = await getArtist.execute((request.params as { id: string }).id);
      if (!result.ok) throw itemFailureError(result.error, 'artist');
      return sendAnswerJson(reply, result.value);
    },
  );
}
