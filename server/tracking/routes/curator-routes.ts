import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CuratorAnswer } from '@domain/tracking';
import { z } from 'zod';
import { byIp, rateLimit } from '../../http/rate-limit';
import { type CuratorPageDeps, curatorPage } from '../use-cases/curator-page';

/** A music service's user id (Spotify's are free text), or a Deezer owner key: printable, no slash. */
const ownerParams = z.object({
  ownerId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[^/\s]+$/, 'must be a music-service user id'),
});

export interface CuratorRouteDeps extends CuratorPageDeps {
  /** The per-IP budget of curator pages; unset: unlimited. */
  readonly budget?: { readonly perIp: number; readonly windowMs: number };
}

/**
 * `GET /curator/{ownerId}`: the playlists of one owner the install tracks, with followers, grade and
 * last move, and the days several of them jumped together (each playlist's `coordinated_moves`).
 * Public, like the playlist pages: only what the playlists' own readings say.
 */
export function registerCuratorRoutes(app: FastifyInstance, deps: CuratorRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const budget = deps.budget;
  api.get(
    '/curator/:ownerId',
    {
      schema: { params: ownerParams, tags: ['tracking'] },
      preHandler: budget
        ? rateLimit('curator-pages', { max: budget.perIp, windowMs: budget.windowMs }, byIp)
        : [],
    },
    async (request) => {
      const { ownerId } = request.params;
      const { playlists, moves } = await curatorPage(deps, ownerId);
      return {
        success: true,
        owner_id: ownerId,
        owner_name: playlists.find((playlist) => playlist.ownerName !== null)?.ownerName ?? null,
        watched: playlists.length,
        playlists: playlists.map((playlist) => ({
          playlist_id: playlist.playlistId,
          name: playlist.name,
          followers: playlist.followers,
          last_move: playlist.followersChange,
          last_checked: playlist.checkedAt?.toISOString() ?? null,
          verdict: playlist.verdict,
          confidence: playlist.confidence,
          coordinated_moves: playlist.coordinatedMoves,
        })),
        coordinated_moves: moves,
      } satisfies CuratorAnswer & { success: true };
    },
  );
}
