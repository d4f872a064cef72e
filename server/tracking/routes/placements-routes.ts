import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PlacementsAnswer } from '@domain/tracking';
import { byNetwork, waitMessage } from '../../http/network-budget';
import { rateLimit } from '../../http/rate-limit';
import { infallibleValue } from '../../platform/result';
import { type ListPlacementsDeps, listPlacements } from '../use-cases/list-placements';
import { itemKeyParams } from '../../http/item-key-schema';

/**
 * `GET /api/artist/{id}/placements`, `GET /api/track/{id}/placements` (docs/http-api.md): open to
 * anyone, like the item pages they sit on. They show only what public tracklists say (no user, no
 * tracker count) and never call the music service, so they spend no catalog budget; they spend a
 * per-IP budget of their own.
 */
/** Listings per client network (IPv4 address or IPv6 /64) and window. */
export interface PlacementsBudget {
  readonly perIp: number;
  readonly windowMs: number;
}

export interface PlacementsRouteDeps extends ListPlacementsDeps {
  /** Unset: unlimited. */
  readonly budget?: PlacementsBudget;
}

export function registerPlacementsRoutes(app: FastifyInstance, deps: PlacementsRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { budget } = deps;
  const withinBudget = budget
    ? [rateLimit('placements', { max: budget.perIp, windowMs: budget.windowMs }, byNetwork, waitMessage)]
    : [];
  for (const kind of ['artist', 'track'] as const) {
    api.get(
      `/${kind}/:id/placements`,
      {
        preHandler: withinBudget,
        schema: {
          params: itemKeyParams,
          tags: ['tracking'],
          summary: `Tracked playlists carrying this ${kind === 'artist' ? "artist's tracks" : 'track'}`,
          description:
            "Open to anyone, like the item pages: only what tracked playlists' public tracklists say, " +
            "graded as on their pages (followers, curation churn, tracked tracks' popularity); no user data. Never calls the music service. " +
            'Rate-limited per IP (per /64 for IPv6): 429 with Retry-After.',
        },
      },
      async (request): Promise<PlacementsAnswer> => ({
        success: true,
        placements: infallibleValue(await listPlacements(deps, { kind, spotifyId: request.params.id })),
      }),
    );
  }
}
