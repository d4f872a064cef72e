import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { followerHistoryAnswer } from '@domain/analytics';
import { requireUser } from '../accounts/auth-guard';
import type { DB } from '../db/schema';
import type { HistoryCache } from './history-cache';
import { artistHistory, playlistFollowerPoints, trackPopularityHistory } from './history-store';
import { idParamsSchema } from './spotify-id-schema';

/** SPEC §7 history calls (signed-in only). Answers are bare lists / objects, as the browser expects. */
export function registerHistoryRoutes(app: FastifyInstance, db: Kysely<DB>, cache: HistoryCache): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: idParamsSchema, tags: ['history'] };
  const JSON_TYPE = 'application/json; charset=utf-8';
  api.get('/artist/:id/history', { schema }, async (request, reply) => {
    requireUser(request);
    const id = request.params.id;
    const json = await cache.json('artist', id, 'history', () => artistHistory(db, id));
    return reply.type(JSON_TYPE).send(json);
  });
  api.get('/track/:id/popularity-history', { schema }, async (request, reply) => {
    requireUser(request);
    const id = request.params.id;
    const json = await cache.json('track', id, 'popularity', () => trackPopularityHistory(db, id));
    return reply.type(JSON_TYPE).send(json);
  });
  api.get('/playlist/:id/followers-history', { schema }, async (request, reply) => {
    requireUser(request);
    const id = request.params.id;
    const json = await cache.json('playlist', id, 'followers', async () =>
      followerHistoryAnswer(await playlistFollowerPoints(db, id)),
    );
    return reply.type(JSON_TYPE).send(json);
  });
}
