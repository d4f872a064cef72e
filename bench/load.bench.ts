// `npm run bench -- load`: 200 connections for 60 s (LOAD_SECONDS to change) against a mix of
// search, item pages, signed-in history and dashboard lists, tracking writes, on the embedded database and, when
// BENCH_DATABASE_URL (or DATABASE_URL) is set, on PostgreSQL. The server runs in its own process,
// composed as `npm start` composes it; the load comes from this one. After a warm-up on connections
// of its own, the measured run opens its 200 connections, waits until every one has been answered,
// loads them 3 s more, then measures: req/s, p50/p99/max, non-2xx (429s apart) and errors of those
// seconds, and apart from them how long the 200 connections took to be answering (steady-load.ts).
// Each connection sends the mix from its own point in it (load-mix.ts), so writes are not sent in step.
import { loadavg } from 'node:os';
import { createScratchDatabase } from '../tests/support/postgres';
import { autocannon } from './support/autocannon';
import {
  buildMix,
  type KindTally,
  MIX_PARTS,
  type MixPart,
  mixDescription,
  SLOW_MS,
  type WriteTally,
} from './support/load-mix';
import { prepareLoadFixtures } from './support/load-fixtures';
import { type LoadServer, startLoadServer } from './support/load-process';
import { oneAccountLoad } from './support/one-account-load';
import { publicPagesLoad } from './support/public-pages-load';
import { stampSentAt } from './support/server-timing';
import { steadyLoad } from './support/steady-load';

const CONNECTIONS = 200;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARM_UP_SECONDS = 3;
/**
 * `LOAD_SCENARIO=one-account`: one account looping a signed-in list against anonymous search;
 * `public-pages`: anonymous report pages, preview images and random placements against it.
 */
const SCENARIO = process.env.LOAD_SCENARIO;
if (SCENARIO && SCENARIO !== 'one-account' && SCENARIO !== 'public-pages')
  throw new Error('LOAD_SCENARIO must be one-account or public-pages');
// A smaller page cache than the 32 MB default, so the loop can cycle more links than it holds
// without creating thousands first.
if (SCENARIO === 'public-pages') process.env.REPORT_CACHE_MB ??= '8';
/** `LOAD_ONLY=signed-in` (or another part of the mix) loads that part alone, to find a slow one. */
const ONLY = process.env.LOAD_ONLY as MixPart | undefined;
if (ONLY && !MIX_PARTS.includes(ONLY)) throw new Error(`LOAD_ONLY must be one of ${MIX_PARTS.join(', ')}`);
/** `LOAD_WITHOUT_LISTS=1` leaves the signed-in dashboard lists out of the mix, as it was before they joined it. */
const WITH_LISTS = process.env.LOAD_WITHOUT_LISTS !== '1';
/** `LOAD_BEFORE_ROOT=/path/to/checkout`: that checkout's server first, then this one's, per database. */
const BEFORE_ROOT = process.env.LOAD_BEFORE_ROOT;
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function loadTest(server: LoadServer): Promise<void> {
  const fixtures = await prepareLoadFixtures(server.url, CONNECTIONS);
  const half = Math.floor(fixtures.uncachedTracks.length / 2);
  const warmUpMix = buildMix(
    { ...fixtures, uncachedTracks: fixtures.uncachedTracks.slice(half) },
    new Map(),
    ONLY,
    WITH_LISTS,
  );
  await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: WARM_UP_SECONDS,
    timeout: 10,
    requests: warmUpMix,
  });

  const writes: WriteTally = new Map();
  const kinds: KindTally = new Map();
  const built = buildMix(
    { ...fixtures, uncachedTracks: fixtures.uncachedTracks.slice(0, half) },
    writes,
    ONLY,
    WITH_LISTS,
    kinds,
  );
  // With LOAD_SERVER_TIMING the server also reports how long requests waited before Node read them.
  const mix = process.env.LOAD_SERVER_TIMING ? stampSentAt(built) : built;
  const loadBefore = loadAverage();
  const cpu: { start?: number; end?: number } = {};
  let windowKinds: KindTally = new Map();
  const result = await steadyLoad({
    url: server.url,
    connections: CONNECTIONS,
    seconds: SECONDS,
    settleSeconds: WARM_UP_SECONDS,
    requests: mix,
    onWindow: (edge) => {
      cpu[edge] = server.cpuMs();
      if (edge === 'start') kinds.clear();
      else windowKinds = new Map([...kinds].map(([kind, tally]) => [kind, { ...tally }]));
    },
  });
  const tooMany = result.statuses.get(429) ?? 0;
  const non2xx = [...result.statuses].filter(([code]) => code < 200 || code >= 300);
  const otherStatuses = non2xx.filter(([code]) => code !== 429).map(([code, count]) => `${code}×${count}`);
  console.log(
    `${server.label.padEnd(10)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${result.p50} ms   p99 ${result.p99} ms   max ${result.max} ms   ` +
      `${result.answered} answered   load average ${loadBefore} before, ${loadAverage()} after`,
  );
  console.log(
    `           connections: all ${CONNECTIONS} answering after ${result.rampSeconds.toFixed(1)} s, ` +
      `slowest first answer ${result.slowestFirstAnswerMs} ms (measured from ${WARM_UP_SECONDS} s after)`,
  );
  if (cpu.start !== undefined && cpu.end !== undefined && result.answered > 0)
    console.log(
      `           server CPU ${((cpu.end - cpu.start) / 1000).toFixed(1)} s, ` +
        `${((cpu.end - cpu.start) / result.answered).toFixed(2)} ms per answered request`,
    );
  console.log(
    `           non-2xx ${non2xx.reduce((sum, [, count]) => sum + count, 0)} (429: ${tooMany}${otherStatuses.length ? `; ${otherStatuses.join(', ')}` : ''})` +
      `   errors ${result.errors} (timeouts ${result.timeouts})` +
      `   tracking writes by status: ${[...writes].map(([code, count]) => `${code}×${count}`).join(', ') || 'none'}`,
  );
  const slow = [...windowKinds]
    .sort((a, b) => b[1].slow - a[1].slow)
    .map(([kind, { answered, slow }]) => `${kind} ${slow}/${answered}`);
  console.log(`           over ${SLOW_MS} ms, by kind (slow/answered): ${slow.join(', ')}`);
  const problems = server.problems();
  if (problems.length > 0) console.log(`           server logged:\n${problems.slice(-10).join('\n')}`);
}

export default async function loadBench(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per database after a ${WARM_UP_SECONDS} s warm-up; ` +
      'server in its own process (composed as npm start, search budget per IP raised), load from this one.',
  );
  if (SCENARIO === 'public-pages')
    console.log(
      'scenario: anonymous report pages, preview images and random placements against anonymous search',
    );
  else if (SCENARIO)
    console.log('scenario: one account looping the heaviest signed-in list against anonymous search');
  else console.log(ONLY ? `only: ${ONLY}` : `mix per connection: ${mixDescription(WITH_LISTS)}`);
  // `LOAD_DATABASE=PostgreSQL` (or PGlite) runs on that database alone.
  const databases = [
    { label: 'PGlite', databaseUrl: undefined },
    ...(postgresUrl ? [{ label: 'PostgreSQL', databaseUrl: postgresUrl }] : []),
  ].filter(({ label }) => !process.env.LOAD_DATABASE || label === process.env.LOAD_DATABASE);
  const roots = BEFORE_ROOT
    ? [
        { suffix: ' before', root: BEFORE_ROOT },
        { suffix: ' after', root: undefined },
      ]
    : [{ suffix: '', root: undefined }];
  if (BEFORE_ROOT) console.log(`before: the server of ${BEFORE_ROOT}; after: this checkout's`);
  const backends = databases.flatMap((database) =>
    roots.map(({ suffix, root }) => ({ ...database, label: `${database.label}${suffix}`, root })),
  );
  for (const backend of backends) {
    // Each server on PostgreSQL gets a database of its own, dropped after: before and after never share one.
    const scratch = backend.databaseUrl
      ? await createScratchDatabase({ base: backend.databaseUrl })
      : undefined;
    const server = await startLoadServer(backend.label, scratch?.url, backend.root);
    try {
      if (SCENARIO === 'one-account') await oneAccountLoad(server);
      else if (SCENARIO === 'public-pages') await publicPagesLoad(server);
      else await loadTest(server);
    } finally {
      await server.stop();
      await scratch?.drop();
    }
  }
  if (!postgresUrl) console.log('(set BENCH_DATABASE_URL=postgres://… to run on PostgreSQL too)');
}
