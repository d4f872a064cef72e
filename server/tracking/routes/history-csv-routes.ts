import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemFileLabel } from '@domain/links';
import type { TrackedKind } from '@domain/tracking';
import { infallibleValue, type Result } from '../../platform/result';
import { exportArtistHistory } from '../use-cases/export-artist-history';
import {
  type ExportPlaylistFollowersDeps,
  exportPlaylistFollowersHistory,
} from '../use-cases/export-playlist-followers-history';
import { exportTrackPopularityHistory } from '../use-cases/export-track-popularity-history';
import type { HistoryViewer } from '../use-cases/kept-readings-of';
import { optionalUser } from '../../http/auth-guard';
import { type SignedInReadBudget, signedInReadBudget } from './signed-in-read-budget';
import { itemKeyParams } from '../../http/item-key-schema';

type CsvDeps = ExportPlaylistFollowersDeps;

type Export = (deps: CsvDeps, viewer: HistoryViewer) => Promise<Result<string, never>>;

const EXPORTS: ReadonlyArray<{ kind: TrackedKind; path: string; columns: string; run: Export }> = [
  {
    kind: 'artist',
    path: '/artist/:id/history.csv',
    columns: 'checked_at,popularity,followers,source',
    run: exportArtistHistory,
  },
  {
    kind: 'track',
    path: '/track/:id/popularity-history.csv',
    columns: 'checked_at,popularity,source',
    run: exportTrackPopularityHistory,
  },
  {
    kind: 'playlist',
    path: '/playlist/:id/followers-history.csv',
    columns: 'checked_at,followers,anomaly_type,event_kind,event,playlist_grade,source',
    run: exportPlaylistFollowersHistory,
  },
];

/** Every history as a CSV download (signed-in only, like the JSON history calls). */
export interface HistoryCsvRouteDeps extends CsvDeps {
  /** Each account's budget of signed-in reads; unset: unlimited. */
  readonly readBudget?: SignedInReadBudget;
}

/**
 * `<kind>-<id>-history.csv` for a Spotify item (as SPEC names it); a Deezer item's file names its
 * service instead of carrying the key's colon: `<kind>-deezer-<id>-history.csv`.
 */
export function csvFileName(kind: TrackedKind, key: string): string {
  return `${kind}-${itemFileLabel(key)}-history.csv`;
}

export function registerHistoryCsvRoutes(app: FastifyInstance, deps: HistoryCsvRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = signedInReadBudget(deps.readBudget);
  for (const { kind, path, columns, run } of EXPORTS) {
    const schema = {
      params: itemKeyParams,
      tags: ['history'],
      summary: `The ${kind}'s history as CSV`,
      description: `Header row \`${columns}\`, then one row per snapshot, oldest first, with the caller's kept readings on days without one (\`source\` \`imported\`, ours \`checked\`); dates are ISO 8601 UTC.`,
      produces: ['text/csv'],
      response: { 200: z.string().describe(`CSV with the columns ${columns}`) },
    };
    api.get(path, { signedIn: 'verified', schema, preHandler }, async (request, reply) => {
      const id = request.params.id;
      // A signed-in route: the caller's kept readings join its own download, never anyone else's.
      const viewer = { spotifyId: id, userId: optionalUser(request)?.id };
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${csvFileName(kind, id)}"`)
        .send(infallibleValue(await run(deps, viewer)));
    });
  }
}
