// The API on its embedded default (composed exactly as `npm start` does: PGlite, demo catalog,
// sessions, CSRF, rate limits, security headers) against a bare Fastify hello-world measured in
// the same run, at 50 connections (docs/architecture.md#performance-budgets: cached catalog reads and,
// on PGlite, history reads at ratio ≥ 0.5; every signed-in read ≥ 0.25 on either database; p99 ≤ 50 ms).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { compose } from '@server/composition';
import { loadConfig } from '@server/config';
import { autocannon } from './support/autocannon';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.API_BENCH_SECONDS ?? 8);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function measure(label: string, url: string, headers?: Record<string, string>) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const failures = result.non2xx + result.errors;
  console.log(
    `${label.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(3)} ms` +
      (failures > 0 ? `   (${failures} failed responses!)` : ''),
  );
  return result;
}

/** Signs the seeded demo user in over HTTP, as the SPA does, and returns the session cookie. */
async function signInDemoUser(base: string): Promise<string> {
  const csrfResponse = await fetch(`${base}/api/get-csrf-token`);
  const csrfCookie = csrfResponse.headers.getSetCookie().find((c) => c.startsWith('csrf_access_token='))!;
  const csrf = csrfCookie.split(';')[0]!.split('=')[1]!;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrf,
      cookie: `csrf_access_token=${csrf}`,
    },
    body: JSON.stringify({ email: 'demo@chartpulse.local', password: 'Demo-Pulse-2024!' }),
  });
  if (!login.ok) throw new Error(`demo login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function getJson<T>(url: string, headers?: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export default async function apiBench(): Promise<void> {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await listen(hello);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-api-bench-'));
  // The embedded default (PGlite); `DATABASE_URL=… npm run bench -- api` measures on PostgreSQL (an empty database).
  const databaseUrl = process.env.DATABASE_URL;
  // NODE_ENV=test keeps the refresh scheduler off: no cycle runs during the measurements.
  const loaded = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  // One account sends every signed-in request here: its per-account read budget would answer 429s.
  const unlimited = { perAccount: 100_000_000, windowMs: 60_000 };
  const config = {
    ...loaded,
    seedDemo: true,
    rateLimits: { ...loaded.rateLimits, signedInReads: unlimited },
  };
  const composition = await compose(config, { requestLog: false });
  const app = await buildApp(composition.appOptions);
  // Seeds the demo logins and their history.
  await composition.start();
  const base = await listen(app);

  const search = await getJson<{ artists: { items: Array<{ id: string }> } }>(
    `${base}/api/search?query=a&type=artist`,
  );
  const artistId = search.artists.items[0]!.id;
  await getJson(`${base}/api/artist/${artistId}`);
  const cookie = await signInDemoUser(base);
  const signedIn = { cookie };
  const { playlists } = await getJson<{ playlists: Array<{ spotify_playlist_id: string }> }>(
    `${base}/api/user/playlists`,
    signedIn,
  );
  const playlistId = playlists[0]!.spotify_playlist_id;
  const history = await getJson<{ data: unknown[] }>(
    `${base}/api/playlist/${playlistId}/followers-history`,
    signedIn,
  );

  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, server and load in one process (2 shared cores), database ${composition.database.kind}:`,
  );
  const baseline = await measure('bare Fastify hello-world', helloUrl);
  const historyTarget = composition.database.kind === 'pglite' ? 0.5 : 0.25;
  const targets: ReadonlyArray<
    readonly [string, string, Record<string, string> | undefined, minRatio: number]
  > = [
    ['cached /api/search?query=a&type=artist', `${base}/api/search?query=a&type=artist`, undefined, 0.5],
    ['cached /api/artist/{id}', `${base}/api/artist/${artistId}`, undefined, 0.5],
    [
      `signed-in followers-history (${history.data.length} points)`,
      `${base}/api/playlist/${playlistId}/followers-history`,
      signedIn,
      historyTarget,
    ],
    [
      // What a browser gets: it always offers brotli, and the answer's compressed body is remembered.
      `signed-in followers-history, brotli as browsers ask`,
      `${base}/api/playlist/${playlistId}/followers-history`,
      { ...signedIn, 'accept-encoding': 'gzip, deflate, br, zstd' },
      historyTarget,
    ],
    ['signed-in /api/user/playlists', `${base}/api/user/playlists`, signedIn, 0.25],
    ['signed-in /api/user/tracks', `${base}/api/user/tracks`, signedIn, 0.25],
    ['signed-in /api/user/artists', `${base}/api/user/artists`, signedIn, 0.25],
  ];
  for (const [label, url, headers, minRatio] of targets) {
    const result = await measure(label, url, headers);
    const ratio = result.requests.average / baseline.requests.average;
    const ok = ratio >= minRatio && result.latency.p99 <= 50;
    console.log(
      `  → ratio to hello-world ${ratio.toFixed(2)} (target ≥ ${minRatio.toFixed(2)}), p99 ${result.latency.p99} ms (target ≤ 50): ${ok ? 'OK' : 'MISSED'}`,
    );
  }
  await app.close();
  await composition.stop();
  await hello.close();
  rmSync(dataDir, { recursive: true, force: true });
}
