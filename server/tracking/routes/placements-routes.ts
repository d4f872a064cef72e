import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PlacementsAnswer } from '@domain/tracking';
import { infallibleValue } from '../../platform/result';
import { type ListPlacementsDeps, listPlacements } from '../use-cases/list-placements';
import { itemKeyParams } from '../../http/item-key-schema';

/**
 * `GET /api/artist/{id}/placements`, `GET /api/track/{id}/placements` (docs/http-api.md): open to
 * anyone, like the item pages they sit on. They show only what public tracklists say (no user, no
 * tracker count) and never call the music service, so they spend no catalog budget.
 */
export function registerPlacementsRoutes(app: FastifyInstance, deps: ListPlacementsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of ['artist', 'track'] as const) {
    api.get(
      `/${kind}/:id/placements`,
      {
        schema: {
          params: itemKeyParams,
          tags: ['tracking'],
          summary: `Tracked playlists carrying this ${kind === 'artist' ? "artist's tracks" : 'track'}`,
          description:
            "Open to anyone, like the item pages: only what tracked playlists' public tracklists say, " +
            "graded as on their pages (followers, curation churn, tracked tracks' popularity); no user data. Never calls the music service.",
        },
      },
      async (request): Promise<PlacementsAnswer> => ({
        success: true,
        placements: infallibleValue(await listPlacements(deps, { kind, spotifyId: request.params.id })),
      }),
    );
  }
}
