import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TrackedKind } from '@domain/tracking';
import { requireUser } from '../../http/auth-guard';
import { infallibleValue } from '../../platform/result';
import type { SnapshotHistory } from '../ports';
import { isTracking } from '../use-cases/is-tracking';
import { listTrackedArtists } from '../use-cases/list-tracked-artists';
import { listTrackedPlaylists } from '../use-cases/list-tracked-playlists';
import { listTrackedTracks } from '../use-cases/list-tracked-tracks';
import { type StartTrackingDeps, startTracking } from '../use-cases/start-tracking';
import { stopTracking } from '../use-cases/stop-tracking';
import { idParamsSchema, spotifyIdSchema } from './spotify-id-schema';
import { notTrackingError, startTrackingError } from './tracking-failures';

const STATUS_PATHS: Record<TrackedKind, string> = {
  artist: '/user/is-tracking-artist/:id',
  track: '/user/is-tracking-track/:id',
  playlist: '/user/tracking/:id',
};

const KINDS: readonly TrackedKind[] = ['artist', 'track', 'playlist'];

/** docs/product.md §7 tracking calls: status, start, stop and the dashboard lists, for the signed-in user. */
export function registerTrackingRoutes(
  app: FastifyInstance,
  deps: StartTrackingDeps & { readonly history: SnapshotHistory },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of KINDS) {
    api.get(
      STATUS_PATHS[kind],
      { schema: { params: idParamsSchema, tags: ['tracking'] } },
      async (request) => {
        const user = requireUser(request);
        const tracking = await isTracking(deps, { userId: user.id, kind, spotifyId: request.params.id });
        return { is_tracking: infallibleValue(tracking) };
      },
    );
    api.post(
      `/${kind}/track`,
      { schema: { body: z.object({ extracted_id: spotifyIdSchema }), tags: ['tracking'] } },
      async (request) => {
        const user = requireUser(request);
        const result = await startTracking(deps, {
          userId: user.id,
          kind,
          spotifyId: request.body.extracted_id,
        });
        if (!result.ok) throw startTrackingError(kind, result.error);
        const { name, started } = result.value;
        return {
          success: true,
          message: started ? `Started tracking ${name}.` : `Already tracking ${name}.`,
        };
      },
    );
    api.post(
      `/${kind}/stop-tracking`,
      { schema: { body: z.object({ remove_id: spotifyIdSchema }), tags: ['tracking'] } },
      async (request) => {
        const user = requireUser(request);
        const result = await stopTracking(deps, { userId: user.id, kind, spotifyId: request.body.remove_id });
        if (!result.ok) throw notTrackingError(kind);
        return { success: true, message: `Stopped tracking the ${kind}.` };
      },
    );
  }
  api.get('/user/playlists', { schema: { tags: ['tracking'] } }, async (request) => {
    const user = requireUser(request);
    return {
      success: true,
      playlists: infallibleValue(await listTrackedPlaylists(deps, { userId: user.id })),
    };
  });
  api.get('/user/tracks', { schema: { tags: ['tracking'] } }, async (request) => {
    const user = requireUser(request);
    return { success: true, tracks: infallibleValue(await listTrackedTracks(deps, { userId: user.id })) };
  });
  api.get('/user/artists', { schema: { tags: ['tracking'] } }, async (request) => {
    const user = requireUser(request);
    return { success: true, artists: infallibleValue(await listTrackedArtists(deps, { userId: user.id })) };
  });
}
