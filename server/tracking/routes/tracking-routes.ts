import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TrackAnswer, TrackedKind } from '@domain/tracking';
import { JsonTextSender } from '../../http/json-text-sender';
import { type RateLimitHook, rateLimit } from '../../http/rate-limit';
import { bySignedInUser } from '../../http/signed-in';
import { infallibleValue } from '../../platform/result';
import { derivedOnce } from '../derived-once';
import type { ItemSummaries, PlacementDigests, PlaylistGradeInputs, TrackedItems } from '../ports';
import { trackingSince } from '../use-cases/is-tracking';
import { listTrackedArtists } from '../use-cases/list-tracked-artists';
import { listTrackedPlaylists } from '../use-cases/list-tracked-playlists';
import { listTrackedTracks } from '../use-cases/list-tracked-tracks';
import { type StartTrackingDeps, startTracking } from '../use-cases/start-tracking';
import { stopTracking } from '../use-cases/stop-tracking';
import { type WeighListedListeningDeps, weighListedListening } from '../use-cases/weigh-listed-listening';
import { type SignedInReadBudget, signedInReadBudget } from './signed-in-read-budget';
import { itemKeyParams, itemKeySchema } from '../../http/item-key-schema';
import { notTrackingError, startTrackingError } from './tracking-failures';

const STATUS_PATHS: Record<TrackedKind, string> = {
  artist: '/user/is-tracking-artist/:id',
  track: '/user/is-tracking-track/:id',
  playlist: '/user/tracking/:id',
};

const KINDS: readonly TrackedKind[] = ['artist', 'track', 'playlist'];

/** The music-service budget a start-tracking call spends (`RATE_LIMITS.search`'s numbers). */
export interface TrackingWriteBudget {
  readonly perIp: number;
  readonly perAccount: number;
  readonly windowMs: number;
}

/**
 * Starting to track reads the item upstream, so it spends the catalog's per-IP music-service budget
 * (one count, named `music-service`, shared with search and item pages) and one per account.
 */
function startTrackingBudget(budget: TrackingWriteBudget | undefined): RateLimitHook[] {
  if (!budget) return [];
  const window = { windowMs: budget.windowMs };
  return [
    rateLimit('music-service', { ...window, max: budget.perIp }, (request) => request.ip),
    rateLimit('tracking-writes', { ...window, max: budget.perAccount }, bySignedInUser),
  ];
}

/** docs/product.md §7 tracking calls: status, start, stop and the dashboard lists, for the signed-in user. */
export interface TrackingRouteDeps extends StartTrackingDeps {
  readonly summaries: ItemSummaries;
  /** The playlists' follower counts, for listening per follower. */
  readonly gradeInputs: PlaylistGradeInputs;
  /** The tracks' and artists' placements column. */
  readonly placementDigests: PlacementDigests;
  readonly items: TrackedItems;
  /** What starting to track spends; unset: unlimited. */
  readonly writeBudget?: TrackingWriteBudget;
  /** Each account's budget of signed-in reads; unset: unlimited. */
  readonly readBudget?: SignedInReadBudget;
  /** The accounts' imported listening, weighed in the playlists' grades; unset: not weighed. */
  readonly listening?: WeighListedListeningDeps['listening'];
}

export function registerTrackingRoutes(app: FastifyInstance, deps: TrackingRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const withinBudget = startTrackingBudget(deps.writeBudget);
  const withinReadBudget = signedInReadBudget(deps.readBudget);
  for (const kind of KINDS) {
    api.get(
      STATUS_PATHS[kind],
      {
        signedIn: 'verified',
        schema: { params: itemKeyParams, tags: ['tracking'] },
        preHandler: withinReadBudget,
      },
      async (request) => {
        const { user } = request;
        const since = infallibleValue(
          await trackingSince(deps, { userId: user.id, kind, spotifyId: request.params.id }),
        );
        // tracking_since dates the cards' "since you started tracking (…)" change.
        return { is_tracking: since !== null, tracking_since: since?.toISOString() ?? null };
      },
    );
    api.post(
      `/${kind}/track`,
      {
        signedIn: 'verified',
        schema: { body: z.object({ extracted_id: itemKeySchema }), tags: ['tracking'] },
        preHandler: withinBudget,
      },
      async (request) => {
        const { user } = request;
        const result = await startTracking(deps, {
          userId: user.id,
          kind,
          spotifyId: request.body.extracted_id,
        });
        if (!result.ok) throw startTrackingError(kind, result.error, deps.trackedItemsPerAccount);
        const answer: TrackAnswer = {
          success: true,
          already_tracking: !result.value.started,
          reading: result.value.reading,
        };
        return answer;
      },
    );
    api.post(
      `/${kind}/stop-tracking`,
      {
        signedIn: 'verified',
        schema: { body: z.object({ remove_id: itemKeySchema }), tags: ['tracking'] },
      },
      async (request) => {
        const { user } = request;
        const result = await stopTracking(deps, { userId: user.id, kind, spotifyId: request.body.remove_id });
        if (!result.ok) throw notTrackingError(kind);
        return { success: true, message: `Stopped tracking the ${kind}.` };
      },
    );
  }
  // The dashboard lists: a cached list is the same rows object until a write drops it, so its
  // answer is built, serialised and compressed once.
  const LISTS: ReadonlyArray<{
    path: string;
    key: string;
    list: (userId: number) => Promise<readonly object[]>;
  }> = [
    {
      path: '/user/playlists',
      key: 'playlists',
      list: async (userId) => {
        const rows = infallibleValue(await listTrackedPlaylists(deps, { userId }));
        const { listening } = deps;
        return listening ? weighListedListening({ ...deps, listening }, userId, rows) : rows;
      },
    },
    {
      path: '/user/tracks',
      key: 'tracks',
      list: async (userId) => infallibleValue(await listTrackedTracks(deps, { userId })),
    },
    {
      path: '/user/artists',
      key: 'artists',
      list: async (userId) => infallibleValue(await listTrackedArtists(deps, { userId })),
    },
  ];
  const lists = new JsonTextSender();
  for (const { path, key, list } of LISTS) {
    const answerOf = derivedOnce((rows: readonly object[]) => ({ success: true, [key]: rows }));
    api.get(
      path,
      { signedIn: 'verified', schema: { tags: ['tracking'] }, preHandler: withinReadBudget },
      async (request, reply) => {
        return lists.send(request, reply, answerOf(await list(request.user.id)));
      },
    );
  }
}
