import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSENT_COOKIE_NAME, consentChoiceOf } from '@domain/consent';
import { LANDING_SLUG_PATTERN } from '@domain/landing';
import { visitorLocation } from '@domain/consent';
import type { Result } from '../../platform/result';
import type { Click } from '../use-cases/record-click';
import type { PublicLandingView, PublicVisitor } from '../use-cases/render-public-page';
import { LANDING_PAGE_SCRIPT } from './landing-page-script';
import { errorPageHtml, errorPageStatus, LANDING_SCRIPT_PATH, landingPageHtml } from './landing-page-html';

export interface PublicLandingActions {
  render(slug: string, visitor: PublicVisitor): Promise<Result<PublicLandingView, 'not_found'>>;
  click(click: Click): Promise<Result<{ destination: string }, 'not_found'>>;
}

export interface PublicLandingSettings {
  readonly publicUrl: string;
  /** `GEOIP_COUNTRY_HEADER`: where the visitor's country comes from (unknown → asked for consent). */
  readonly countryHeader: string | undefined;
  /** `GA_MEASUREMENT_ID`: the analytics tag that records page views and button clicks, with consent. */
  readonly gaMeasurementId?: string;
}

const hidden = { schema: { hide: true } };

function visitorOf(request: FastifyRequest, settings: PublicLandingSettings): PublicVisitor {
  return {
    consentCookie: consentChoiceOf(request.cookies[CONSENT_COOKIE_NAME]),
    location: visitorLocation(request.headers, settings.countryHeader),
  };
}

function errorPage(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .status(errorPageStatus(status))
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(errorPageHtml(status));
}

export interface PublicLandingRouteDeps {
  readonly actions: PublicLandingActions;
  readonly settings: PublicLandingSettings;
}

const notFound = (reply: FastifyReply): FastifyReply => errorPage(reply, 404);

/** Visitors follow these links from ads and posts: whatever fails, they get a page, not JSON. */
function answerWithPages(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (errorPageStatus(status) === 500) request.log.error({ err: error }, 'landing page failed');
    return errorPage(reply, status);
  });
}

/**
 * The public side of landing pages: `/landing/{slug}` (server-rendered HTML), the button links
 * `/landing/{slug}/go/{service}` (302 to this visit's destination, counting the click) and the
 * page's script. Unknown slugs, services and addresses get a real 404 page, bad input a 400
 * page and a failure a 500 page, all HTML.
 */
export async function publicLandingRoutes(app: FastifyInstance, deps: PublicLandingRouteDeps): Promise<void> {
  const { actions, settings } = deps;
  answerWithPages(app);

  app.get(LANDING_SCRIPT_PATH, hidden, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LANDING_PAGE_SCRIPT),
  );

  app.get<{ Params: { slug: string } }>('/landing/:slug', hidden, async (request, reply) => {
    const { slug } = request.params;
    if (!LANDING_SLUG_PATTERN.test(slug)) return notFound(reply);
    const view = await actions.render(slug, visitorOf(request, settings));
    if (!view.ok) return notFound(reply);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(landingPageHtml(view.value, settings.publicUrl, settings.gaMeasurementId));
  });

  app.get<{ Params: { slug: string; service: string }; Querystring: { event_id?: string } }>(
    '/landing/:slug/go/:service',
    hidden,
    async (request, reply) => {
      const { slug, service } = request.params;
      if (!LANDING_SLUG_PATTERN.test(slug)) return notFound(reply);
      const visitor = visitorOf(request, settings);
      const eventId = request.query.event_id;
      const clicked = await actions.click({
        slug,
        service,
        eventId: typeof eventId === 'string' ? eventId : null,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        consentCookie: visitor.consentCookie,
        location: visitor.location,
        fbp: request.cookies._fbp ?? null,
        fbc: request.cookies._fbc ?? null,
        pageUrl: `${settings.publicUrl}/landing/${slug}`,
      });
      if (!clicked.ok) return notFound(reply);
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .redirect(clicked.value.destination, 302);
    },
  );

  // /landing itself and deeper addresses (nothing lives there) get the same 404 page, not the app's.
  app.get('/landing', hidden, async (_request, reply) => notFound(reply));
  app.get('/landing/*', hidden, async (_request, reply) => notFound(reply));
}
