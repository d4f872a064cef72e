import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { keyedApiUrl } from '@domain/links';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiModule } from './http/api-module';
import { installErrorHandling } from './http/error-handler';
import { answerClientError, frameworkErrorAnswer, type PageFailures } from './http/framework-errors';
import { installInputGuard } from './http/input-guard';
import { installRateLimits } from './http/rate-limit';
import { installSignedInOption } from './http/signed-in';
import type { RateCounter } from './http/rate-counter';
import { type SecurityHeaderSettings, securityHeaders } from './http/security-headers';
import { cachedItemPages } from './http/item-page-cache';
import { installMetrics, type MetricsEndpointOptions } from './http/metrics-endpoint';
import type { ItemPageSource } from './http/item-pages';
import type { SessionProbe } from './http/spa-document';
import { registerSpa } from './http/spa';

/** A named readiness probe for `/healthz` (for example a database ping). */
export interface HealthCheck {
  readonly name: string;
  check(): Promise<void>;
}

export interface AppOptions {
  /** Route plugins mounted under `/api`, built by the composition root. */
  readonly apiModules?: readonly ApiModule[];
  /**
   * Installed directly on the `/api` scope before the modules, so its hooks (sessions, CSRF) apply
   * to every module. Built by the composition root.
   */
  readonly apiPlatform?: (api: FastifyInstance) => Promise<void>;
  /** Security headers; `false` turns the Content-Security-Policy off. */
  readonly securityHeaders?: SecurityHeaderSettings;
  /** Plugins mounted at the root (uploads, landing pages, demo images…). */
  readonly rootModules?: readonly FastifyPluginAsync[];
  /** Root addresses whose framework failures (bad %-encoding, too-long parts) are HTML pages. */
  readonly pageFailures?: readonly PageFailures[];
  readonly healthChecks?: readonly HealthCheck[];
  /** Folder of the built SPA; omitted in API-only tests. */
  readonly spaDir?: string;
  /** Serve the SPA's source maps (`SERVE_SOURCE_MAPS`); otherwise they answer 404. */
  readonly serveSourceMaps?: boolean;
  /** Lets the SPA's HTML start the session probe early, or say that no session came with it. */
  readonly sessionProbe?: SessionProbe;
  /** The items of the server-rendered pages `/artist/…`, `/track/…`, `/playlist/…` (the catalog's). */
  readonly itemPages?: ItemPageSource;
  /** The deployment's public origin, for the item pages' preview tags. */
  readonly publicUrl?: string;
  /** `/metrics` (Prometheus), served only with a token; otherwise it answers 404. */
  readonly metrics?: Partial<MetricsEndpointOptions>;
  readonly logger?: FastifyServerOptions['logger'];
  readonly trustProxy?: boolean;
  readonly bodyLimitBytes?: number;
  /** Where request budgets are counted (default: in this process). */
  readonly rateCounter?: RateCounter;
}

/** Builds the HTTP application. Tests build it and call `inject`; `main.ts` listens. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimitBytes ?? 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // `/api/deezer/artist/27/…` is answered by `/api/artist/:id`'s handler with the key `deezer:27`.
    rewriteUrl: (request) => keyedApiUrl(request.url ?? '/'),
    frameworkErrors: frameworkErrorAnswer(options.pageFailures),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installInputGuard(app);
  acceptEmptyJsonBodies(app);
  installRateLimits(app, options.rateCounter);
  installSignedInOption(app);
  await app.register(fastifyCookie);
  installMetrics(app, options.metrics ?? {});
  const headers = securityHeaders(options.securityHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Chartpulse API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const results: Record<string, string> = {};
    let healthy = true;
    for (const probe of options.healthChecks ?? []) {
      try {
        await probe.check();
        results[probe.name] = 'ok';
      } catch {
        healthy = false;
        results[probe.name] = 'failing';
      }
    }
    return reply.status(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', checks: results });
  });

  await app.register(
    async (api) => {
      if (options.apiPlatform) await options.apiPlatform(api);
      api.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      for (const module of options.apiModules ?? []) await api.register(module);
    },
    { prefix: '/api' },
  );
  for (const module of options.rootModules ?? []) await app.register(module);

  const spa = options.spaDir
    ? await registerSpa(app, {
        root: options.spaDir,
        serveSourceMaps: options.serveSourceMaps ?? false,
        sessionProbe: options.sessionProbe,
        itemPages: options.itemPages && cachedItemPages(options.itemPages),
        publicUrl: options.publicUrl,
      })
    : null;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    // Client-side routes (/artist/…, /dashboard, unknown pages) all get the SPA, which renders its own 404.
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(url)) {
      return spa.sendDocument(request, reply);
    }
    return reply.status(404).send({ success: false, error: `No such endpoint: ${request.method} ${url}` });
  });
  return app;
}

/** `POST` with `content-type: application/json` and no body (e.g. logout) is an empty body, not an error. */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}
