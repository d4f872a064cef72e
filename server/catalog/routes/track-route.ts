import type { FastifyInstance } from 'fastify';
import type { GetTrack } from '../use-cases/get-track';
import { idParams, itemFailureError, sendAnswerJson } from './catalog-replies';
import type { BudgetHook } from './music-service-budget';

/** `GET /api/track/:id` (docs/product.md §3). */
export function registerTrackRoute(app: FastifyInstance, getTrack: GetTrack, budget: BudgetHook): void {
  app.get(
    '/track/:id',
    {
      schema: { params: idParams, tags: ['catalog'] },
      preHandler: budget((request) => getTrack.readsMusicService((request.params as { id: string }).id)),
    },
    async (request, reply) => {
      const result = await getTrack.execute((request.params as { id: string }).id);
      if (!result.ok) throw itemFailureError(result.error, 'track');
      return sendAnswerJson(reply, result.value);
    },
  );
}
