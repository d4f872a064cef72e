import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseWatchList } from '@domain/tracking';
import { HttpError } from '../../http/http-error';
import { rateLimit } from '../../http/rate-limit';
import { bySignedInUser } from '../../http/signed-in';
import { tooMany } from '../../platform/retry-wording';
import { bulkTrack } from '../use-cases/bulk-track';
import type { StartTrackingDeps } from '../use-cases/start-tracking';
import type { TrackingWriteBudget } from './tracking-routes';

/** Bulk lists one account may send in an hour: each reads up to 200 items upstream. */
export const BULK_LISTS_PER_HOUR = 20;

// No length bound on `list` here: the body limit caps it, and parseWatchList refuses a list past
// WATCH_LIST_MAX_CHARS with the documented answer (its error and `lines`).
const bulkBody = z.union([
  z.object({ list: z.string() }),
  z.object({ lines: z.array(z.string().max(2_000)).max(10_000) }),
]);

export interface BulkTrackRouteDeps extends StartTrackingDeps {
  /** The per-IP music-service budget each line's read spends, as a single Track does; unset: unlimited. */
  readonly writeBudget?: TrackingWriteBudget;
}

/**
 * `POST /track/bulk`: a pasted or uploaded list of links (`{list}`: the text, or `{lines}`), each line
 * tracked through the Track button's use case and answered on its own; a list that is too big,
 * binary or malformed CSV is refused whole with the lines at fault.
 */
export function registerBulkTrackRoute(app: FastifyInstance, deps: BulkTrackRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const perHour = { max: BULK_LISTS_PER_HOUR, windowMs: 3_600_000 };
  api.post(
    '/track/bulk',
    {
      signedIn: 'verified',
      schema: { body: bulkBody, tags: ['tracking'] },
      preHandler: rateLimit('tracking-bulk', perHour, bySignedInUser, tooMany('bulk lists')),
    },
    async (request) => {
      const text = 'list' in request.body ? request.body.list : request.body.lines.join('\n');
      const list = parseWatchList(text);
      if (!list.ok) throw new HttpError(400, list.error, { lines: list.lines });
      const budget = deps.writeBudget;
      const spend = budget
        ? async () => {
            const limit = { max: budget.perIp, windowMs: budget.windowMs };
            const verdict = await request.server.rateCounter.spend('music-service', limit, request.ip);
            return verdict.allowed ? null : tooMany('requests')(verdict.retryAfterSeconds);
          }
        : undefined;
      const results = await bulkTrack(deps, request.user.id, list.entries, spend);
      const counts: Record<string, number> = {};
      for (const result of results) counts[result.status] = (counts[result.status] ?? 0) + 1;
      return { success: true, results, counts };
    },
  );
}
