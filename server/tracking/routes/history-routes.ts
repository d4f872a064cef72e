import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JsonTextSender } from '../../http/json-text-sender';
import { infallibleValue } from '../../platform/result';
import type { KeptReadings, ReadReasons, SnapshotHistory } from '../ports';
import { optionalUser } from '../../http/auth-guard';
import { readArtistHistory } from '../use-cases/artist-history';
import type { HistoryViewer } from '../use-cases/kept-readings-of';
import { readPlaylistFollowersHistory } from '../use-cases/playlist-followers-history';
import { readTrackPopularityHistory } from '../use-cases/track-popularity-history';
import { type SignedInReadBudget, signedInReadBudget } from './signed-in-read-budget';
import { itemKeyParams } from '../../http/item-key-schema';

export interface HistoryRouteDeps {
  readonly history: SnapshotHistory;
  /** Each account's kept readings, joined to its own histories; unset: our checks alone. */
  readonly kept?: KeptReadings;
  /** Each account's budget of signed-in reads; unset: unlimited. */
  readonly readBudget?: SignedInReadBudget;
  /** Why the install reads a playlist (its history answer's `read_because`); unset: not said. */
  readonly reasons?: ReadReasons;
}

/**
 * docs/product.md §7 history calls (signed-in only). Answers are bare lists / objects, as the browser
 * expects; a cached answer is serialised and compressed once (JsonTextSender).
 */
export function registerHistoryRoutes(app: FastifyInstance, deps: HistoryRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: itemKeyParams, tags: ['history'] };
  const preHandler = signedInReadBudget(deps.readBudget);
  const answers = new JsonTextSender();
  api.get('/artist/:id/history', { signedIn: 'verified', schema, preHandler }, async (request, reply) => {
    const viewer = viewerOf(request);
    reply.header('cache-control', PRIVATE);
    return answers.send(request, reply, infallibleValue(await readArtistHistory(deps, viewer)));
  });
  api.get(
    '/track/:id/popularity-history',
    { signedIn: 'verified', schema, preHandler },
    async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', PRIVATE);
      return answers.send(request, reply, infallibleValue(await readTrackPopularityHistory(deps, viewer)));
    },
  );
  api.get(
    '/playlist/:id/followers-history',
    { signedIn: 'verified', schema, preHandler },
    async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', PRIVATE);
      return answers.send(request, reply, infallibleValue(await readPlaylistFollowersHistory(deps, viewer)));
    },
  );
}

// The caller's kept readings may be in a history answer: no shared cache keeps one.
const PRIVATE = 'private, no-store';

function viewerOf(request: FastifyRequest<{ Params: { id: string } }>): HistoryViewer {
  return { spotifyId: request.params.id, userId: optionalUser(request)?.id };
}
