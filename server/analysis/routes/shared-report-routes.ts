import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemKeySchema } from '../../http/item-key-schema';
import type { SharedReportLink } from '@domain/reports';
import { forbidden, notFound } from '../../http/http-error';
import { rateLimit } from '../../http/rate-limit';
import { bySignedInUser } from '../../http/signed-in';
import { infallibleValue } from '../../platform/result';
import { type CreateSharedReportDeps, createSharedReport } from '../use-cases/create-shared-report';
import { listSharedReports } from '../use-cases/list-shared-reports';
import { revokeSharedReport } from '../use-cases/revoke-shared-report';
import { analysisFailure } from './analysis-failures';
import { REPORT_TOKEN_PATTERN } from './report-page/report-token';

export interface SharedReportRouteSettings {
  /** Where report pages live (`PUBLIC_URL`). */
  readonly publicUrl: string;
  /** Links a user may create per window (each may write an analysis). */
  readonly perUser: number;
  readonly windowMs: number;
}

export interface SharedReportRouteDeps extends CreateSharedReportDeps {
  readonly settings: SharedReportRouteSettings;
}

const playlistParams = z.object({
  id: itemKeySchema,
});
const tokenParams = z.object({ token: z.string().regex(REPORT_TOKEN_PATTERN, 'must be a report token') });

/**
 * Share links of playlist reports (docs/http-api.md#endpoints): a tracker creates, lists and revokes
 * their own. Lists and revocations see only the caller's links; anyone else's is a 404.
 */
export function registerSharedReportRoutes(app: FastifyInstance, deps: SharedReportRouteDeps): void {
  const { settings } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = settings.publicUrl.replace(/\/$/, '');
  const link = (token: string, createdAt: Date): SharedReportLink => ({
    token,
    url: `${base}/report/${token}`,
    created_at: createdAt.toISOString(),
  });
  const withinBudget = rateLimit(
    'share-report',
    { max: settings.perUser, windowMs: settings.windowMs },
    bySignedInUser,
    () => 'Too many share links. Please wait a while and try again.',
  );

  api.post(
    '/playlist/:id/report',
    {
      signedIn: 'verified',
      preValidation: withinBudget,
      schema: {
        params: playlistParams,
        tags: ['analysis'],
        summary: "Create a share link of a tracked playlist's report",
        description:
          'Signed in, tracking the playlist (403 otherwise); CSRF; rate-limited per user. The report is ' +
          'frozen now and served to anyone holding the link at /report/{token} (not under /api).',
      },
    },
    async (request) => {
      const result = await createSharedReport(deps, {
        userId: request.user.id,
        playlistId: request.params.id,
      });
      if (!result.ok) {
        if (result.error.kind === 'not_tracking')
          throw forbidden('Track this playlist first to share its report.');
        throw analysisFailure(request, result.error);
      }
      return { success: true, report: link(result.value.token, result.value.createdAt) };
    },
  );

  api.get(
    '/playlist/:id/reports',
    {
      signedIn: 'verified',
      schema: {
        params: playlistParams,
        tags: ['analysis'],
        summary: "The caller's share links of a playlist's report",
      },
    },
    async (request) => {
      const links = infallibleValue(
        await listSharedReports(deps, { userId: request.user.id, playlistId: request.params.id }),
      );
      return { success: true, reports: links.map((entry) => link(entry.token, entry.createdAt)) };
    },
  );

  api.delete(
    '/reports/:token',
    {
      signedIn: 'verified',
      schema: {
        params: tokenParams,
        tags: ['analysis'],
        summary: 'Revoke one of your share links',
        description: 'Signed in; CSRF. Only its creator may: anyone else gets 404, as for an unknown token.',
      },
    },
    async (request) => {
      const result = await revokeSharedReport(deps, { userId: request.user.id, token: request.params.token });
      if (!result.ok) throw notFound('No such report.');
      return { success: true };
    },
  );
}
