import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportView } from '@domain/reports';
import type { SharedReports } from '../ports';
import { readSharedReport } from '../use-cases/read-shared-report';
import { reportPreviewPng } from './report-page/og-image';
import { reportNotFoundHtml } from './report-page/report-not-found-html';
import { reportPageHtml } from './report-page/report-page-html';
import { REPORT_TOKEN_PATTERN } from './report-page/report-token';

/**
 * The report page allows no script at all and nothing from elsewhere but https images (covers);
 * everything else of the app's policy (server/http/security-headers.ts) holds.
 */
export const REPORT_PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self' https: data:",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const hidden = { schema: { hide: true } };

/** Preview images drawn lately (about 35 ms each), by token; a report never changes, so they stay valid. */
const DRAWN_IMAGES = 200;

/** Report pages go to whoever holds the link, never to search engines, and never from a cache. */
function reportHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', REPORT_PAGE_CSP)
    .header('x-robots-tag', 'noindex, nofollow')
    .header('cache-control', 'no-store');
}

const notFound = (reply: FastifyReply) =>
  reportHeaders(reply).status(404).type('text/html; charset=utf-8').send(reportNotFoundHtml());

export interface ReportPageRouteDeps {
  readonly reports: SharedReports;
  readonly publicUrl: string;
}

/**
 * `/report/{token}` (server-rendered HTML, no JavaScript) and `/report/{token}/og.png` (its 1200×630
 * preview image): the frozen report behind a share link. Unknown and revoked tokens get a 404 page.
 */
export function reportPageRoutes(deps: ReportPageRouteDeps) {
  const base = deps.publicUrl.replace(/\/$/, '');
  return async (app: FastifyInstance): Promise<void> => {
    const read = async (token: string) => {
      if (!REPORT_TOKEN_PATTERN.test(token)) return null;
      const report = await readSharedReport(deps, { token });
      return report.ok ? reportView(report.value.snapshot) : null;
    };

    app.get<{ Params: { token: string } }>('/report/:token', hidden, async (request, reply) => {
      const { token } = request.params;
      const view = await read(token);
      if (!view) return notFound(reply);
      const pageUrl = `${base}/report/${token}`;
      return reportHeaders(reply)
        .type('text/html; charset=utf-8')
        .send(reportPageHtml(view, { pageUrl, imageUrl: `${pageUrl}/og.png` }));
    });

    const drawn = new Map<string, Buffer>();
    app.get<{ Params: { token: string } }>('/report/:token/og.png', hidden, async (request, reply) => {
      const { token } = request.params;
      // Read every time: a revoked link's image must 404 at once, even when drawn before.
      const view = await read(token);
      if (!view) return notFound(reply);
      const png = drawn.get(token) ?? reportPreviewPng(view);
      drawn.delete(token);
      drawn.set(token, png);
      if (drawn.size > DRAWN_IMAGES) drawn.delete(drawn.keys().next().value!);
      return reportHeaders(reply).type('image/png').send(png);
    });

    app.get('/report', hidden, async (_request, reply) => notFound(reply));
    app.get('/report/*', hidden, async (_request, reply) => notFound(reply));
  };
}
