import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionalUser } from '../../http/auth-guard';
import { itemReadsMusicService } from '../catalog-cache-keys';
import { type GetPlaylistDeps, getPlaylist } from '../use-cases/get-playlist';
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
}

/** `GET /api/playlist/:id[?forceRefresh=true]` (docs/product.md §3). */
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
    async (request) => {
      const result = await getPlaylist(deps, {
        id: (request.params as { id: string }).id,
        forceRefresh: asksFreshRead(request.query),
        userId: optionalUser(request)?.id ?? null,
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
      return { success: true, ...playlist };
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
