// Cached catalog reads on the embedded default (demo catalog) at 50 connections, against a bare
// Fastify hello-world measured in the same run (DESIGN §10: ratio ≥ 0.5, p99 ≤ 50 ms).
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { createCatalogModule, createDemoImagesModule, DemoMusicService } from '../server/catalog';

interface AutocannonResult {
  readonly requests: { readonly average: number };
  readonly latency: { readonly p99: number; readonly average: number };
  readonly non2xx: number;
  readonly errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.API_BENCH_SECONDS ?? 8);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function measure(label: string, url: string): Promise<AutocannonResult> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const failures = result.non2xx + result.errors;
  console.log(
    `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(3)} ms` +
      (failures > 0 ? `   (${failures} failed responses!)` : ''),
  );
  return result;
}

export default async function apiBench(): Promise<void> {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await listen(hello);

  const demo = new DemoMusicService({ now: () => new Date() });
  const app = await buildApp({
    apiModules: [
      // A trivial route through the same platform, to tell platform cost from catalog cost.
      async (api) => {
        api.get('/bench-ping', async () => ({ success: true }));
      },
      createCatalogModule({ musicService: demo, searchRateLimit: { perIp: 1e9, windowMs: 60_000 } }),
    ],
    rootModules: [createDemoImagesModule(demo)],
  });
  const base = await listen(app);
  const artistId = (await demo.search('a', 'artist', { limit: 1, offset: 0 })).items[0]!.id;
  const searchUrl = `${base}/api/search?query=a&type=artist`;
  const artistUrl = `${base}/api/artist/${artistId}`;
  for (const url of [searchUrl, artistUrl]) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }

  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, same process (2 shared cores):`,
  );
  const baseline = await measure('bare Fastify hello-world', helloUrl);
  const platform = await measure('buildApp trivial /api route', `${base}/api/bench-ping`);
  console.log(
    `  → platform alone: ratio ${(platform.requests.average / baseline.requests.average).toFixed(2)}`,
  );
  const targets = [
    ['cached /api/search?query=a&type=artist', searchUrl],
    ['cached /api/artist/{id}', artistUrl],
  ] as const;
  for (const [label, url] of targets) {
    const result = await measure(label, url);
    const ratio = result.requests.average / baseline.requests.average;
    const ok = ratio >= 0.5 && result.latency.p99 <= 50;
    console.log(
      `  → ratio to hello-world ${ratio.toFixed(2)} (target ≥ 0.50), p99 ${result.latency.p99} ms (target ≤ 50): ${ok ? 'OK' : 'MISSED'}`,
    );
  }
  await app.close();
  await hello.close();
}
