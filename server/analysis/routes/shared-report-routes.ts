import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemKeySchema } from '../../http/item-key-schema';
import type { SharedReportLink } from '@domain/reports';
import { forbidden, notFound } from '../../http/http-error';
import { rateLimit } from '../../http/rate-limit';
import { tooMany } from '../../platform/retry-wording';
import { bySignedInUser } from '../../http/signed-in';
import { infallibleValue } from '../../platform/result';
import type { Clock } from '@domain/ports';
import type { RenderedReports } from '../ports';
import {
  type CreateSharedReportDeps,
  createSharedReport,
  SHARE_LINK_EXPIRY_DAYS,
} from '../use-cases/create-shared-report';
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
  readonly rendered: RenderedReports;
  readonly clock: Clock;
}

const playlistParams = z.object({
  id: itemKeySchema,
});
const [week, month, quarter] = SHARE_LINK_EXPIRY_DAYS;
const createBody = z
  .object({
    expires_in_days: z
      .union([z.literal(week), z.literal(month), z.literal(quarter), z.null()], {
        error: 'must be 7, 30, 90 or null (never)',
      })
      .optional(),
  })
  .nullish();
const tokenParams = z.object({ token: z.string().regex(REPORT_TOKEN_PATTERN, 'must be a report token') });

/**
 * Share links of playlist reports (docs/http-api.md#endpoints): a tracker creates, lists and revokes
 * their own. Lists and revocations see only the caller's links; anyone else's is a 404.
 */
export function registerSharedReportRoutes(app: FastifyInstance, deps: SharedReportRouteDeps): void {
  const { settings } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = settings.publicUrl.replace(/\/$/, '');
  const link = (token: string, createdAt: Date, expiresAt: Date | null): SharedReportLink => ({
    token,
    url: `${base}/report/${token}`,
    created_at: createdAt.toISOString(),
    expires_at: expiresAt?.toISOString() ?? null,
  });
  const withinBudget = rateLimit(
    'share-report',
    { max: settings.perUser, windowMs: settings.windowMs },
    bySignedInUser,
    tooMany('share links'),
  );

  api.post(
    '/playlist/:id/report',
    {
      signedIn: 'verified',
      preValidation: withinBudget,
      schema: {
        params: playlistParams,
        body: createBody,
        tags: ['analysis'],
        summary: "Create a share link of a tracked playlist's report",
        description:
          'Signed in, tracking the playlist (403 otherwise); CSRF; rate-limited per user. The report is ' +
          'frozen now and served to anyone holding the link at /report/{token} (not under /api). ' +
          'Optional body `{ "expires_in_days": 7 | 30 | 90 | null }` (default null: until revoked); ' +
          'an expired or revoked link answers 410.',
      },
    },
    async (request) => {
      const result = await createSharedReport(deps, {
        userId: request.user.id,
        playlistId: request.params.id,
        expiresInDays: request.body?.expires_in_days ?? null,
      });
      if (!result.ok) {
        if (result.error.kind === 'not_tracking')
          throw forbidden('Track this playlist first to share its report.');
        throw analysisFailure(request, result.error);
      }
      const { token, createdAt, expiresAt } = result.value;
      return { success: true, report: link(token, createdAt, expiresAt) };
    },
  );

  api.get(
    '/playlist/:id/reports',
    {
      signedIn: 'verified',
      schema: {
        params: playlistParams,
        tags: ['analysis'],
        summary: "The caller's live share links of a playlist's report (not revoked, not expired)",
      },
    },
    async (request) => {
      const links = infallibleValue(
        await listSharedReports(deps, { userId: request.user.id, playlistId: request.params.id }),
      );
      return {
        success: true,
        reports: links.map((entry) => link(entry.token, entry.createdAt, entry.expiresAt)),
      };
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
        description:
          'Signed in; CSRF. Only its creator may: anyone else gets 404, as for an unknown token. ' +
          'Its page answers 410 from then on.',
      },
    },
    async (request) => {
      const result = await revokeSharedReport(deps, { userId: request.user.id, token: request.params.token });
      if (!result.ok) throw notFound('No such report.');
      return { success: true };
    },
  );
}
