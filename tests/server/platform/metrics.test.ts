import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { MetricsRegistry } from '@server/platform/metrics';
import { KyselyRefreshProgress } from '@server/tracking/adapters/kysely-refresh-progress';
import { createTestApp, type TestApp } from '../../support/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
let context: TestApp;

beforeAll(async () => {
  context = await createTestApp({ configOverrides: { metricsToken: TOKEN } });
});
afterAll(() => context.close());

const scrape = (token = TOKEN) =>
  context.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

/** The value of one sample line, `name{labels} value`. */
function sampleValue(text: string, line: string): number | undefined {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('GET /metrics', () => {
  it('is off by default: 404, as any unknown address', async () => {
    const app = await buildApp({});
    const answer = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(404);
    await app.close();
  });

  it('refuses a scraper without the token, or with another', async () => {
    const none = await context.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.body).not.toContain('chartpulse_');
    expect((await scrape('metrics-token-0123456789abcdeX')).statusCode).toBe(401);
    expect((await scrape(`${TOKEN}0`)).statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, with latency histograms', async () => {
    await context.app.inject({ url: '/api/artist/KPAF5o1JvZ32m4GmDokxBt' });
    await context.app.inject({ url: '/api/artist/0000000000000000000000' });
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = answer.body;
    const route = 'method="GET",route="/api/artist/:id"';
    expect(sampleValue(text, `chartpulse_http_requests_total{${route},status="200"}`)).toBe(1);
    expect(sampleValue(text, `chartpulse_http_requests_total{${route},status="404"}`)).toBe(1);
    expect(sampleValue(text, `chartpulse_http_request_duration_seconds_count{${route}}`)).toBe(2);
    expect(sampleValue(text, `chartpulse_http_request_duration_seconds_bucket{${route},le="+Inf"}`)).toBe(2);
    expect(text).toContain('# TYPE chartpulse_http_request_duration_seconds histogram');
  });

  it('counts upstream calls and failures per music service', async () => {
    const text = (await scrape()).body;
    expect(
      sampleValue(text, 'chartpulse_upstream_requests_total{service="demo",method="getArtist",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(
        text,
        'chartpulse_upstream_requests_total{service="demo",method="getArtist",outcome="not_found"}',
      ),
    ).toBe(1);
    expect(text).toContain('# TYPE chartpulse_upstream_request_duration_seconds histogram');
  });

  it('shows the refresh cycle progress and queue depth', async () => {
    const idle = (await scrape()).body;
    expect(sampleValue(idle, 'chartpulse_refresh_cycle_open')).toBe(0);
    expect(sampleValue(idle, 'chartpulse_refresh_queue_depth')).toBe(0);
    // A running cycle, read as the gauges read it (they keep one reading for 10 s).
    await context.database.db.insertInto('refresh_cycles').values({ started_at: new Date() }).execute();
    const progress = await new KyselyRefreshProgress(context.database.db).read();
    expect(progress.open).toMatchObject({ items: 0, done: 0, failed: 0 });
  });
});

describe('the text format', () => {
  it('escapes label values and writes cumulative buckets', async () => {
    const registry = new MetricsRegistry();
    registry.counter('c_total', 'A counter.').inc({ route: 'a"b\\c\nd' }, 2);
    const histogram = registry.histogram('h_seconds', 'A histogram.', [0.1, 1]);
    histogram.observe({}, 0.05);
    histogram.observe({}, 0.5);
    histogram.observe({}, 5);
    registry.gauge('g', 'A gauge that fails.', async () => {
      throw new Error('down');
    });
    const text = await registry.text();
    expect(text).toContain('c_total{route="a\\"b\\\\c\\nd"} 2');
    expect(text).toContain(
      'h_seconds_bucket{le="0.1"} 1\nh_seconds_bucket{le="1"} 2\nh_seconds_bucket{le="+Inf"} 3',
    );
    expect(text).toContain('h_seconds_sum 5.55\nh_seconds_count 3');
    expect(text).toContain('# TYPE g gauge\n');
  });
});
