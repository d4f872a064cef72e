import type { FastifyInstance } from 'fastify';
import type { ArtistDetails, TrackDetails } from '@domain/catalog';
import type { OpenedItems } from '../ports';
import { itemReadsMusicService } from '../catalog-cache-keys';
import { type CatalogItemType, type GetCatalogItemDeps, getCatalogItem } from '../use-cases/get-catalog-item';
import { itemFailureError } from './catalog-failures';
import { idParams, sendAnswerJson } from './catalog-replies';
import type { BudgetHook } from './music-service-budget';

export interface ItemRouteDeps extends GetCatalogItemDeps {
  readonly budget: BudgetHook;
  /** Told of each item answered (watching what people open). */
  readonly opened: OpenedItems;
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
      const id = idOf(request.params);
      const result = await getCatalogItem(deps, { type, id });
      if (!result.ok) throw itemFailureError(result.error, type, id);
      const answer = result.value;
      deps.opened.opened(
        { kind: type, spotifyId: id, details: () => openedDetails(JSON.parse(answer)) },
        request.headers['user-agent'],
      );
      return sendAnswerJson(reply, answer);
    },
  );
}

/** What a watched artist or track starts from: its name (and a track's artists, as tracking keeps them). */
function openedDetails(item: ArtistDetails | TrackDetails) {
  if (!('artists' in item)) return { name: item.name, extra: {} };
  return { name: item.name, extra: { artist_names: item.artists.map((artist) => artist.name).join(', ') } };
}
