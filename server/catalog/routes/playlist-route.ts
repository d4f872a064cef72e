import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionalUser } from '../../http/auth-guard';
import { itemReadsMusicService } from '../catalog-cache-keys';
import { type GetPlaylistDeps, getPlaylist } from '../use-cases/get-playlist';
import { type PlaylistListeningDeps, playlistListening } from '../use-cases/playlist-listening';
import { itemFailureError } from './catalog-failures';
import { idParams } from './catalog-replies';
import type { BudgetHook } from './music-service-budget';
import type { OpenedItems } from '../ports';

const playlistQuery = z.object({ forceRefresh: z.string().optional() });
const asksFreshRead = (query: unknown) => (query as z.infer<typeof playlistQuery>).forceRefresh === 'true';

export interface PlaylistRouteDeps extends GetPlaylistDeps {
  readonly budget: BudgetHook;
  /** Told of each playlist answered (watching what people open). */
  readonly opened: OpenedItems;
  /** The account's imported listening; without it no answer carries `listening`. */
  readonly listening?: PlaylistListeningDeps;
}

/**
 * `GET /api/playlist/:id[?forceRefresh=true]` (docs/product.md §3). A signed-in viewer's answer adds
 * the account's own `listening` evidence and `verdict_with_listening` (docs/http-api.md): made per
 * request after the shared reads, so no cached answer, public page or report ever carries them.
 */
export function registerPlaylistRoute(app: FastifyInstance, deps: PlaylistRouteDeps): void {
  app.get(
    '/playlist/:id',
    {
      schema: { params: idParams, querystring: playlistQuery, tags: ['catalog'] },
      preHandler: deps.budget(
        (request) =>
          asksFreshRead(request.query) ||
          itemReadsMusicService(deps.cache, 'playlist', (request.params as { id: string }).id),
      ),
    },
    async (request, reply) => {
      const user = optionalUser(request);
      const result = await getPlaylist(deps, {
        id: (request.params as { id: string }).id,
        forceRefresh: asksFreshRead(request.query),
        userId: user?.id ?? null,
      });
      if (!result.ok) throw itemFailureError(result.error, 'playlist', (request.params as { id: string }).id);
      const playlist = result.value;
      deps.opened.opened(
        {
          kind: 'playlist',
          spotifyId: playlist.id,
          details: () => openedDetails(playlist.name, playlist.owner),
        },
        request.headers['user-agent'],
      );
      if (user === null || !deps.listening) return { success: true, ...playlist };
      // The account's own data: no shared cache may keep this answer.
      reply.header('cache-control', 'private, no-store');
      return { success: true, ...playlist, ...(await playlistListening(deps.listening, user.id, playlist)) };
    },
  );
}

/** What a watched playlist starts from: its name and owner, as tracking's readings keep them. */
function openedDetails(name: string, owner: { readonly id: string | null; readonly name: string | null }) {
  if (owner.id === null) return { name, extra: {} };
  return {
    name,
    extra: owner.name ? { owner_id: owner.id, owner_name: owner.name } : { owner_id: owner.id },
  };
}
