import type { FastifyInstance } from 'fastify';
import { itemReadsMusicService } from '../catalog-cache-keys';
import { type CatalogItemType, type GetCatalogItemDeps, getCatalogItem } from '../use-cases/get-catalog-item';
import { itemFailureError } from './catalog-failures';
import { idParams, sendAnswerJson } from './catalog-replies';
import type { BudgetHook } from './music-service-budget';

/** `GET /api/artist/:id` or `GET /api/track/:id` (docs/product.md §3). */
export function registerItemRoute(
  app: FastifyInstance,
  type: CatalogItemType,
  deps: GetCatalogItemDeps,
  budget: BudgetHook,
): void {
  const idOf = (params: unknown) => (params as { id: string }).id;
  app.get(
    `/${type}/:id`,
    {
      schema: { params: idParams, tags: ['catalog'] },
      preHandler: budget((request) => itemReadsMusicService(deps.cache, type, idOf(request.params))),
    },
    async (request, reply) => {
      const result = await getCatalogItem(deps, { type, id: idOf(request.params) });
      if (!result.ok) throw itemFailureError(result.error, type);
      return sendAnswerJson(reply, result.value);
    },
  );
}
