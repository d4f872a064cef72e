// `npm run bench -- load`: 200 connections for 60 s (LOAD_SECONDS to change) against a mix of
// search, item pages, signed-in history and tracking writes, on the embedded database and, when
// BENCH_DATABASE_URL (or DATABASE_URL) is set, on PostgreSQL. The server runs in its own process,
// composed as `npm start` composes it; the load comes from this one. Reports req/s, p50/p99,
// non-2xx (429s apart) and errors.
import { buildMix, MIX_DESCRIPTION, MIX_PARTS, type MixPart, type WriteTally } from './support/load-mix';
import { autocannon } from './support/autocannon';
import { prepareLoadFixtures } from './support/load-fixtures';
import { type LoadServer, startLoadServer } from './support/load-process';
import { oneAccountLoad } from './support/one-account-load';

const CONNECTIONS = 200;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARM_UP_SECONDS = 3;
/** `LOAD_SCENARIO=one-account`: one account looping a signed-in list against anonymous search. */
const SCENARIO = process.env.LOAD_SCENARIO;
if (SCENARIO && SCENARIO !== 'one-account') throw new Error('LOAD_SCENARIO must be one-account');
/** `LOAD_ONLY=signed-in` (or another part of the mix) loads that part alone, to find a slow one. */
const ONLY = process.env.LOAD_ONLY as MixPart | undefined;
if (ONLY && !MIX_PARTS.includes(ONLY)) throw new Error(`LOAD_ONLY must be one of ${MIX_PARTS.join(', ')}`);

async function loadTest(server: LoadServer): Promise<void> {
  const fixtures = await prepareLoadFixtures(server.url, CONNECTIONS);
  const half = Math.floor(fixtures.uncachedTracks.length / 2);
  const warmUpMix = buildMix(
    { ...fixtures, uncachedTracks: fixtures.uncachedTracks.slice(half) },
    new Map(),
    ONLY,
  );
  await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: WARM_UP_SECONDS,
    timeout: 10,
    requests: warmUpMix,
  });

  const writes: WriteTally = new Map();
  const mix = buildMix({ ...fixtures, uncachedTracks: fixtures.uncachedTracks.slice(0, half) }, writes, ONLY);
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: mix,
  });
  const tooMany = result.statusCodeStats['429']?.count ?? 0;
  const otherStatuses = Object.entries(result.statusCodeStats)
    .filter(([code]) => !code.startsWith('2') && code !== '429')
    .map(([code, { count }]) => `${code}×${count}`);
  console.log(
    `${server.label.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   ` +
      `${result.requests.total} answered`,
  );
  console.log(
    `           non-2xx ${result.non2xx} (429: ${tooMany}${otherStatuses.length ? `; ${otherStatuses.join(', ')}` : ''})` +
      `   errors ${result.errors} (timeouts ${result.timeouts})` +
      `   tracking writes by status: ${[...writes].map(([code, count]) => `${code}×${count}`).join(', ') || 'none'}`,
  );
  const problems = server.problems();
  if (problems.length > 0) console.log(`           server logged:\n${problems.slice(-10).join('\n')}`);
}

export default async function loadBench(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per database after a ${WARM_UP_SECONDS} s warm-up; ` +
      'server in its own process (composed as npm start, search budget per IP raised), load from this one.',
  );
  console.log(ONLY ? `only: ${ONLY}` : `mix per connection: ${MIX_DESCRIPTION}`);
  const backends = [
    { label: 'PGlite', databaseUrl: undefined },
    ...(postgresUrl ? [{ label: 'PostgreSQL', databaseUrl: postgresUrl }] : []),
  ];
  for (const backend of backends) {
    const server = await startLoadServer(backend.label, backend.databaseUrl);
    try {
      await (SCENARIO === 'one-account' ? oneAccountLoad(server) : loadTest(server));
    } finally {
      await server.stop();
    }
  }
  if (!postgresUrl) console.log('(set BENCH_DATABASE_URL=postgres://… to run on PostgreSQL too)');
}
