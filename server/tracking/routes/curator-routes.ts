import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CuratorAnswer } from '@domain/tracking';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import { byIp, type RateLimitHook, rateLimit } from '../../http/rate-limit';
import { type CuratorPageDeps, curatorPage } from '../use-cases/curator-page';

/**
 * A music service's user id (Spotify's are free text: printable, no slash), or a Deezer owner's key
 * `deezer:{digits}` (what `/api/deezer/curator/{id}` becomes).
 */
const ownerParams = z.object({
  ownerId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[^/\s]+$/, 'must be a music-service user id')
    .refine((id) => !id.startsWith('deezer:') || /^deezer:[1-9]\d{0,19}$/.test(id), {
      message: 'must be a Deezer user id (digits)',
    }),
});

export interface CuratorRouteDeps extends CuratorPageDeps {
  /** The per-IP budget of curator pages; unset: unlimited. */
  readonly budget?: { readonly perIp: number; readonly windowMs: number };
  /**
   * The catalog's per-IP budget of requests that reach the music service, spent when the owner's
   * listing is not cached yet; unset: unlimited.
   */
  readonly musicServiceBudget?: { readonly perIp: number; readonly windowMs: number };
}

/**
 * `GET /curator/{ownerId}`: one owner's playlists — those the install reads, with followers, grade and
 * last move, and the days several of them jumped together (each playlist's `coordinated_moves`), then
 * the owner's other public playlists where their service lists them (Deezer). Public, like the
 * playlist pages: only what the playlists' own readings and the service's listing say.
 */
export function registerCuratorRoutes(app: FastifyInstance, deps: CuratorRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hooks: RateLimitHook[] = [];
  if (deps.budget)
    hooks.push(rateLimit('curator-pages', { max: deps.budget.perIp, windowMs: deps.budget.windowMs }, byIp));
  const listings = deps.listings;
  if (deps.musicServiceBudget && listings) {
    const { perIp, windowMs } = deps.musicServiceBudget;
    hooks.push(
      rateLimit('music-service', { max: perIp, windowMs }, (request) =>
        listings.reachesService((request.params as { ownerId: string }).ownerId) ? request.ip : null,
      ),
    );
  }
  api.get(
    '/curator/:ownerId',
    { schema: { params: ownerParams, tags: ['tracking'] }, preHandler: hooks },
    async (request) => {
      const { ownerId } = request.params;
      const page = await curatorPage(deps, ownerId);
      if (page === null) throw notFound('No such curator on this music service.');
      return {
        success: true,
        owner_id: ownerId,
        owner_name: page.ownerName,
        watched: page.playlists.filter((playlist) => playlist.watched).length,
        listing: page.listing,
        known: page.known,
        playlists: page.playlists.map((playlist) => ({
          playlist_id: playlist.playlistId,
          name: playlist.name,
          watched: playlist.watched,
          followers: playlist.followers,
          last_move: playlist.followersChange,
          last_checked: playlist.checkedAt?.toISOString() ?? null,
          verdict: playlist.verdict,
          confidence: playlist.confidence,
          coordinated_moves: playlist.coordinatedMoves,
        })),
        coordinated_moves: page.moves,
      } satisfies CuratorAnswer & { success: true };
    },
  );
}
