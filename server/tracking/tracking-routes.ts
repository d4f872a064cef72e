import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../accounts/auth-guard';
import { idParamsSchema, spotifyIdSchema } from './spotify-id-schema';
import type { TrackedKind } from './tables';
import { startTracking, stopTracking, type TrackingDeps } from './tracking-service';
import { isTracking, trackedArtists, trackedPlaylists, trackedTracks } from './tracking-store';

const STATUS_PATHS: Record<TrackedKind, string> = {
  artist: '/user/is-tracking-artist/:id',
  track: '/user/is-tracking-track/:id',
  playlist: '/user/tracking/:id',
};

const KINDS: readonly TrackedKind[] = ['artist', 'track', 'playlist'];

/** SPEC §7 tracking calls: status, start, stop and the dashboard lists, all for the signed-in user. */
export function registerTrackingRoutes(
  app: FastifyInstance,
  deps: TrackingDeps,
  snapshotsWritten: () => void,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of KINDS) {
    api.get(
      STATUS_PATHS[kind],
      { schema: { params: idParamsSchema, tags: ['tracking'] } },
      async (request) => {
        const user = requireUser(request);
        return { is_tracking: await isTracking(deps.db, user.id, kind, request.params.id) };
      },
    );
    api.post(
      `/${kind}/track`,
      { schema: { body: z.object({ extracted_id: spotifyIdSchema }), tags: ['tracking'] } },
      async (request) => {
        const user = requireUser(request);
        const result = await startTracking(deps, user.id, kind, request.body.extracted_id);
        // Tracking may have taken the item's first snapshot: its history answers are out of date.
        if (result.started) snapshotsWritten();
        const message = result.started
          ? `Started tracking ${result.name}.`
          : `Already tracking ${result.name}.`;
        return { success: true, message };
      },
    );
    api.post(
      `/${kind}/stop-tracking`,
      { schema: { body: z.object({ remove_id: spotifyIdSchema }), tags: ['tracking'] } },
      async (request) => {
        const user = requireUser(request);
        await stopTracking(deps, user.id, kind, request.body.remove_id);
        return { success: true, message: `Stopped tracking the ${kind}.` };
      },
    );
  }
  api.get('/user/playlists', { schema: { tags: ['tracking'] } }, async (request) => {
    const user = requireUser(request);
    return { success: true, playlists: await trackedPlaylists(deps.db, user.id) };
  });
  api.get('/user/tracks', { schema: { tags: ['tracking'] } }, async (request) => {
    const user = requireUser(request);
    return { success: true, tracks: await trackedTracks(deps.db, user.id) };
  });
  api.get('/user/artists', { schema: { tags: ['tracking'] } }, async (request) => {
    const user = requireUser(request);
    return { success: true, artists: await trackedArtists(deps.db, user.id) };
  });
}
