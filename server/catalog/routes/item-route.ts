import type { FastifyInstance } from 'fastify';
import { itemReadsMusicService } from '../catalog-cache-keys';
import { type CatalogItemType, type GetCatalogItemDeps, getCatalogItem } from '../use-cases/get-catalog-item';
import { itemFailureError } from './catalog-failures';
import { idParams, sendAnswerJson } from './catalog-replies';
import type { BudgetHook } from './music-service-budget';

export interface ItemRouteDeps extends GetCatalogItemDeps {
  readonly budget: BudgetHook;
}

const TYPES: readonly CatalogItemType[] = ['artist', 'track'];
const idOf = (params: unknown) => (params as { id: string }).id;

/** `GET /api/artist/:id` and `GET /api/track/:id` (docs/product.md §3). */
export function registerItemRoutes(app: FastifyInstance, deps: ItemRouteDeps): void {
  for (const type of TYPES) registerItemRoute(app, deps, type);
}

function registerItemRoute(app: FastifyInstance, deps: ItemRouteDeps, type: CatalogItemType): void {
  app.get(
    `/${type}/:id`,
    {
      schema: { params: idParams, tags: ['catalog'] },
      preHandler: deps.budget((request) => itemReadsMusicService(deps.cache, type, idOf(request.params))),
    },
    async (request, reply) => {
      const result = await getCatalogItem(deps, { type, id: idOf(request.params) });
      if (!result.ok) throw itemFailureError(result.error, type, idOf(request.params));
      return sendAnswerJson(reply, result.value);
    },
  );
}
