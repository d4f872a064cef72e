import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MetricsRegistry } from '../platform/metrics';
import { matchSpaRoute } from './spa-routes';

export interface MetricsEndpointOptions {
  /** Where the other metrics are (upstream calls, refresh cycles); a new registry when omitted. */
  readonly registry: MetricsRegistry | undefined;
  /** The scraper's bearer token; without it nothing is measured and `/metrics` answers 404. */
  readonly token: string | undefined;
}

const EXPOSITION_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * `GET /metrics` in the Prometheus text format, for a scraper holding `METRICS_TOKEN`
 * (docs/operations.md#metrics), and the request counts and latencies behind it.
 */
export function installMetrics(app: FastifyInstance, options: Partial<MetricsEndpointOptions>): void {
  const token = options.token;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) =>
      reply.status(404).send({ success: false, error: `No such endpoint: ${request.method} /metrics` }),
    );
    return;
  }
  const registry = options.registry ?? new MetricsRegistry();
  const requests = registry.counter(
    'chartpulse_http_requests_total',
    'HTTP requests answered, by method, route pattern and status.',
  );
  const latency = registry.histogram(
    'chartpulse_http_request_duration_seconds',
    'Time to answer an HTTP request, by method and route pattern.',
  );
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request, reply);
    if (route !== '/metrics') {
      const method = request.method;
      requests.inc({ method, route, status: String(reply.statusCode) });
      latency.observe({ method, route }, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ success: false, error: 'A valid metrics token is required.' });
    }
    reply.header('cache-control', 'no-store');
    return reply.type(EXPOSITION_TYPE).send(await registry.text());
  });
}

/**
 * The route's pattern (`/api/artist/:id`), never the address itself, so the label's values stay few:
 * an app page is named by its page (`page:artist-page`), anything else unmatched is `unmatched`.
 */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  if (!isPage) return 'unmatched';
  const page = matchSpaRoute(request.url.split('?')[0] ?? '/');
  return page ? `page:${page.chunk}` : request.url.split('?')[0] === '/' ? 'page:home' : 'page:other';
}

function hasToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
