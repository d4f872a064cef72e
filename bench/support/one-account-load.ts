// `LOAD_SCENARIO=one-account npm run bench -- load`: does one account looping the heaviest signed-in
// read from 8 connections take the server from everyone? Anonymous cached search is measured alone
// (its baseline), then again while the account loops; the target is a p50 within 2× of the baseline.
// `LOAD_LIST_THROUGHPUT=1` measures each list alone instead (with `LOAD_RAISE_READ_BUDGET=1` on a
// server that has the per-account read budget, so the figure is the list's cost, not the 429s').
import { loadavg } from 'node:os';
import { type AutocannonResult, autocannon } from './autocannon';
import { prepareLoadFixtures } from './load-fixtures';
import type { AutocannonRequest } from './load-mix';
import type { LoadServer } from './load-process';

const LOOPING_CONNECTIONS = 8;
const SEARCH_CONNECTIONS = 4;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const LISTS = ['/api/user/artists', '/api/user/tracks', '/api/user/playlists'];

/** The list that takes longest to answer, by the mean of a few sequential calls. */
async function heaviestList(url: string, cookie: string): Promise<{ path: string; ms: number }> {
  let heaviest = { path: LISTS[0]!, ms: -1 };
  for (const path of LISTS) {
    const started = performance.now();
    for (let call = 0; call < 5; call++) await (await fetch(`${url}${path}`, { headers: { cookie } })).text();
    const ms = (performance.now() - started) / 5;
    if (ms > heaviest.ms) heaviest = { path, ms };
  }
  return heaviest;
}

const statuses = (run: AutocannonResult) =>
  Object.entries(run.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(', ');

/** `LOAD_LIST_THROUGHPUT=1`: each signed-in list alone from 8 connections (what a list costs). */
async function listThroughput(server: LoadServer, cookie: string): Promise<void> {
  for (const path of LISTS) {
    const run = await autocannon({
      url: server.url,
      connections: LOOPING_CONNECTIONS,
      duration: 5,
      timeout: 10,
      requests: [{ method: 'GET', path, headers: { cookie } }],
    });
    console.log(
      `${server.label.padEnd(10)} ${path.padEnd(20)} alone, ${LOOPING_CONNECTIONS} connections, 5 s: ` +
        `${run.requests.average.toFixed(0)} req/s p50 ${run.latency.p50} ms p99 ${run.latency.p99} ms, statuses ${statuses(run)}`,
    );
  }
  console.log(`           load average ${loadavg()[0]!.toFixed(2)}`);
}

export async function oneAccountLoad(server: LoadServer): Promise<void> {
  const fixtures = await prepareLoadFixtures(server.url, LOOPING_CONNECTIONS);
  if (process.env.LOAD_LIST_THROUGHPUT === '1') return listThroughput(server, fixtures.cookie);
  const heaviest = await heaviestList(server.url, fixtures.cookie);
  console.log(`heaviest signed-in read: ${heaviest.path} (${heaviest.ms.toFixed(1)} ms a call, alone)`);
  let next = 0;
  const search: AutocannonRequest[] = [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: fixtures.cachedSearches[next++ % fixtures.cachedSearches.length],
      }),
    },
  ];
  const searchAlone = (seconds: number) =>
    autocannon({
      url: server.url,
      connections: SEARCH_CONNECTIONS,
      duration: seconds,
      timeout: 10,
      requests: search,
    });
  await searchAlone(2);
  const baseline = await searchAlone(SECONDS);
  const loadBefore = loadavg()[0]!.toFixed(2);
  const [searchLooped, looping] = await Promise.all([
    searchAlone(SECONDS),
    autocannon({
      url: server.url,
      connections: LOOPING_CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      requests: [{ method: 'GET', path: heaviest.path, headers: { cookie: fixtures.cookie } }],
    }),
  ]);
  const ratio = Math.max(searchLooped.latency.p50, 1) / Math.max(baseline.latency.p50, 1);
  // autocannon's percentiles are whole milliseconds: the means tell sub-millisecond answers apart.
  const meanRatio = searchLooped.latency.average / Math.max(baseline.latency.average, 0.01);
  console.log(
    `${server.label.padEnd(10)} anonymous search (${SEARCH_CONNECTIONS} connections, ${SECONDS} s): ` +
      `alone p50 ${baseline.latency.p50} ms (mean ${baseline.latency.average} ms) p99 ${baseline.latency.p99} ms ` +
      `${baseline.requests.average.toFixed(0)} req/s; with the account looping p50 ${searchLooped.latency.p50} ms ` +
      `(mean ${searchLooped.latency.average} ms) p99 ${searchLooped.latency.p99} ms ` +
      `${searchLooped.requests.average.toFixed(0)} req/s → p50 ${ratio.toFixed(2)}× (target ≤ 2×; p50s under 1 ms count as 1 ms), mean ${meanRatio.toFixed(2)}×`,
  );
  console.log(
    `           the account (${LOOPING_CONNECTIONS} connections on ${heaviest.path}): ` +
      `${looping.requests.average.toFixed(0)} req/s p50 ${looping.latency.p50} ms, statuses ${statuses(looping)}; ` +
      `load average ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after`,
  );
}
