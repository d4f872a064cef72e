import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '@domain/ports';
import { type ReportSnapshot, reportView } from '@domain/reports';
import { byNetwork, waitMessage } from '../../http/network-budget';
import { type Limit, rateLimit } from '../../http/rate-limit';
import type { RenderedPart, RenderedReports, SharedReports } from '../ports';
import { openSharedReport } from '../use-cases/open-shared-report';
import { reportPreviewPng } from './report-page/og-image';
import {
  reportGoneHtml,
  reportNotFoundHtml,
  reportTooManyRequestsHtml,
} from './report-page/report-not-found-html';
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
const HTML = 'text/html; charset=utf-8';

/** Report pages go to whoever holds the link, never to search engines, and never from a cache. */
function reportHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', REPORT_PAGE_CSP)
    .header('x-robots-tag', 'noindex, nofollow')
    .header('cache-control', 'no-store');
}

const notFound = (reply: FastifyReply) =>
  reportHeaders(reply).status(404).type(HTML).send(reportNotFoundHtml());
const gone = (reply: FastifyReply) => reportHeaders(reply).status(410).type(HTML).send(reportGoneHtml());

/** Per-IP (per-/64 for IPv6) budgets of the anonymous report pages and their preview images. */
export interface ReportPageBudgets {
  readonly pages: Limit;
  readonly previews: Limit;
}

export interface ReportPageRouteDeps {
  readonly reports: SharedReports;
  readonly clock: Clock;
  readonly rendered: RenderedReports;
  readonly publicUrl: string;
  readonly budgets: ReportPageBudgets;
}

/**
 * `/report/{token}` (server-rendered HTML, no JavaScript) and `/report/{token}/og.png` (its 1200×630
 * preview image): the frozen report behind a share link, drawn once per version and kept (bounded
 * by bytes); every request still looks the link up, so a revoked or expired link answers 410 at
 * once, in every process. Unknown tokens get a 404 page; over the per-IP budget, a 429 page.
 */
export function reportPageRoutes(deps: ReportPageRouteDeps) {
  const base = deps.publicUrl.replace(/\/$/, '');
  const withinPageBudget = rateLimit('report-pages', deps.budgets.pages, byNetwork, waitMessage);
  const withinPreviewBudget = rateLimit('report-previews', deps.budgets.previews, byNetwork, waitMessage);
  const draw = async (token: string, part: RenderedPart, snapshot: ReportSnapshot): Promise<Buffer> => {
    const view = reportView(snapshot);
    const pageUrl = `${base}/report/${token}`;
    return part === 'page'
      ? Buffer.from(reportPageHtml(view, { pageUrl, imageUrl: `${pageUrl}/og.png` }))
      : reportPreviewPng(view);
  };
  const serve = async (token: string, part: RenderedPart, reply: FastifyReply) => {
    if (!REPORT_TOKEN_PATTERN.test(token)) return notFound(reply);
    const opened = await openSharedReport(deps, { token });
    if (!opened.ok) return opened.error === 'gone' ? gone(reply) : notFound(reply);
    const body = await deps.rendered.value(token, opened.value.version, part, async () => {
      const snapshot = await opened.value.snapshot();
      return snapshot ? draw(token, part, snapshot) : null;
    });
    if (!body) return gone(reply);
    return reportHeaders(reply)
      .type(part === 'page' ? HTML : 'image/png')
      .send(body);
  };

  return async (app: FastifyInstance): Promise<void> => {
    // Visitors follow these links from chats: a refusal is a page too (the budget set Retry-After).
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode !== 429) throw error;
      return reportHeaders(reply).status(429).type(HTML).send(reportTooManyRequestsHtml(error.message));
    });
    app.get<{ Params: { token: string } }>(
      '/report/:token',
      { ...hidden, preHandler: withinPageBudget },
      async (request, reply) => serve(request.params.token, 'page', reply),
    );
    app.get<{ Params: { token: string } }>(
      '/report/:token/og.png',
      { ...hidden, preHandler: withinPreviewBudget },
      async (request, reply) => serve(request.params.token, 'preview', reply),
    );
    app.get('/report', hidden, async (_request, reply) => notFound(reply));
    app.get('/report/*', hidden, async (_request, reply) => notFound(reply));
  };
}
