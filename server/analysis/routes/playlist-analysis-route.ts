import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemKeySchema } from '../../http/item-key-schema';
import { type GetPlaylistAnalysisDeps, getPlaylistAnalysis } from '../use-cases/get-playlist-analysis';
import { analysisFailure } from './analysis-failures';

const params = z.object({
  id: itemKeySchema,
});

/** `GET /api/playlist/:id/analysis`: the playlist analysis object of a tracked playlist; no model. */
export function registerPlaylistAnalysisRoute(app: FastifyInstance, deps: GetPlaylistAnalysisDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/playlist/:id/analysis',
    {
      signedIn: 'verified',
      schema: { tags: ['analysis'], summary: 'Playlist analysis figures of a tracked playlist', params },
    },
    async (request) => {
      const result = await getPlaylistAnalysis(deps, {
        userId: request.user.id,
        playlistId: request.params.id,
      });
      if (!result.ok) throw analysisFailure(request, result.error);
      return { success: true, ...result.value };
    },
  );
}
