import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { followerHistoryAnswer } from '../../domain/analytics';
import { requireUser } from '../accounts/auth-guard';
import type { DB } from '../db/schema';
import { artistHistory, playlistFollowerPoints, trackPopularityHistory } from './history-store';
import { idParamsSchema } from './spotify-id-schema';

/** SPEC §7 history calls (signed-in only). Answers are bare lists / objects, as the browser expects. */
export function registerHistoryRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: idParamsSchema, tags: ['history'] };
  api.get('/artist/:id/history', { schema }, async (request) => {
    requireUser(request);
    return artistHistory(db, request.params.id);
  });
  api.get('/track/:id/popularity-history', { schema }, async (request) => {
    requireUser(request);
    return trackPopularityHistory(db, request.params.id);
  });
  api.get('/playlist/:id/followers-history', { schema }, async (request) => {
    requireUser(request);
    return followerHistoryAnswer(await playlistFollowerPoints(db, request.params.id));
  });
}
