import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TrackedKind } from '@domain/tracking';
import { requireUser } from '../../http/auth-guard';
import { HttpError, notFound, serviceUnavailable } from '../../http/http-error';
import type { SnapshotHistory } from '../ports';
import { isTracking } from '../use-cases/is-tracking';
import { listTrackedArtists, listTrackedPlaylists, listTrackedTracks } from '../use-cases/list-tracked';
import {
  type StartTrackingDeps,
  type StartTrackingFailure,
  startTracking,
} from '../use-cases/start-tracking';
import { stopTracking } from '../use-cases/stop-tracking';
import { idParamsSchema, spotifyIdSchema } from './spotify-id-schema';

const STATUS_PATHS: Record<TrackedKind, string> = {
  artist: '/user/is-tracking-artist/:id',
  track: '/user/is-tracking-track/:id',
  playlist: '/user/tracking/:id',
};

const KINDS: readonly TrackedKind[] = ['artist', 'track', 'playlist'];

const KIND_NOUN: Record<TrackedKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };

function startFailure(kind: TrackedKind, failure: StartTrackingFailure): HttpError {
  if (failure === 'not_found') return notFound(`${KIND_NOUN[kind]} not found.`);
  if (failure === 'not_available') {
    return new HttpError(403, `This ${kind} is not available from the music service.`);
  }
  return serviceUnavailable('The music service is unavailable. Please try again later.');
}

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
        return { is_tracking: await isTracking(deps, user.id, kind, request.params.id) };
      },
    );
    api.post(
      `/${kind}/track`,
      { schema: { body: z.object({ extracted_id: spotifyIdSchema }), tags: ['tracking'] } },
      async (request) => {
        const user = requireUser(request);
        const result = await startTracking(deps, user.id, kind, request.body.extracted_id);
        if (!result.ok) throw startFailure(kind, result.error);
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
        const result = await stopTracking(deps, user.id, kind, request.body.remove_id);
        if (!result.ok) throw notFound(`You are not tracking this ${kind}.`);
        return { success: true, message: `Stopped tracking the ${kind}.` };
      },
    );
  }
  api.get('/user/playlists', { schema: { tags: ['tracking'] } }, async (request) => {
    const user = requireUser(request);
    return { success: true, playlists: await listTrackedPlaylists(deps, user.id) };
  });
  api.get('/user/tracks', { schema: { tags: ['tracking'] } }, async (request) => {
    const user = requireUser(request);
    return { success: true, tracks: await listTrackedTracks(deps, user.id) };
  });
  api.get('/user/artists', { schema: { tags: ['tracking'] } }, async (request) => {
    const user = requireUser(request);
    return { success: true, artists: await listTrackedArtists(deps, user.id) };
  });
}
