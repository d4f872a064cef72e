// `LOAD_SCENARIO=public-pages npm run bench -- load`: do anonymous public pages take the server from
// everyone? Anonymous cached search is measured alone (its baseline), then again while 8 anonymous
// connections loop shared report pages and their preview images (cycling more share links than the
// page cache holds) and placements of random ids; the target is a search p50 within 2× of the
// baseline. Run as deployed (per-IP budgets on; the loop comes from one address, so most of it is
// answered 429) and with `LOAD_RAISE_PUBLIC_BUDGETS=1` (budgets raised: the caches alone).
import { loadavg } from 'node:os';
import { type AutocannonResult, autocannon } from './autocannon';
import { prepareLoadFixtures } from './load-fixtures';
import type { AutocannonRequest } from './load-mix';
import type { LoadServer } from './load-process';
import { seededRandom } from './seeded-random';

const LOOPING_CONNECTIONS = 8;
const SEARCH_CONNECTIONS = 4;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const statuses = (run: AutocannonResult) =>
  Object.entries(run.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(', ');

/** Share links of the demo user's tracked playlists, round robin, `count` of them. */
async function createShareLinks(
  base: string,
  fixtures: { cookie: string; csrf: string; signedInReads: readonly string[] },
  count: number,
): Promise<string[]> {
  const playlists = fixtures.signedInReads.flatMap(
    (path) => /^\/api\/playlist\/([^/]+)\//.exec(path)?.[1] ?? [],
  );
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = playlists[index % playlists.length]!;
    const response = await fetch(`${base}/api/playlist/${id}/report`, {
      method: 'POST',
      headers: { cookie: fixtures.cookie, 'x-csrf-token': fixtures.csrf },
    });
    if (!response.ok)
      throw new Error(`creating a share link answered ${response.status}: ${await response.text()}`);
    tokens.push(((await response.json()) as { report: { token: string } }).report.token);
  }
  return tokens;
}

/** Bytes of one link's page and preview image (what the page cache holds per link). */
async function bytesPerLink(base: string, token: string): Promise<number> {
  const page = await fetch(`${base}/report/${token}`);
  const image = await fetch(`${base}/report/${token}/og.png`);
  return (await page.arrayBuffer()).byteLength + (await image.arrayBuffer()).byteLength;
}

export async function publicPagesLoad(server: LoadServer): Promise<void> {
  const fixtures = await prepareLoadFixtures(server.url, LOOPING_CONNECTIONS);
  const cacheBytes = Number(process.env.REPORT_CACHE_MB ?? 32) * 1024 * 1024;
  const [first] = await createShareLinks(server.url, fixtures, 1);
  const perLink = await bytesPerLink(server.url, first!);
  // Half as many links again as the page cache holds: the loop keeps missing it.
  const linkCount = Math.ceil((cacheBytes / perLink) * 1.5);
  const tokens = [first!, ...(await createShareLinks(server.url, fixtures, linkCount - 1))];
  console.log(
    `${tokens.length} share links (${(perLink / 1024).toFixed(0)} KB a page and image; page cache ` +
      `${(cacheBytes / 1024 / 1024).toFixed(0)} MB holds about ${Math.floor(cacheBytes / perLink)})`,
  );
  let nextSearch = 0;
  const search: AutocannonRequest[] = [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: fixtures.cachedSearches[nextSearch++ % fixtures.cachedSearches.length],
      }),
    },
  ];
  const random = seededRandom(37);
  const randomId = () =>
    Array.from({ length: 22 }, () => ID_LETTERS[random.integer(0, ID_LETTERS.length - 1)]).join('');
  let nextLink = 0;
  const cycle = (suffix: string): AutocannonRequest => ({
    method: 'GET',
    setupRequest: (request) => ({
      ...request,
      path: `/report/${tokens[nextLink++ % tokens.length]}${suffix}`,
    }),
  });
  const publicLoop: AutocannonRequest[] = [
    cycle(''),
    cycle('/og.png'),
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/api/${random.chance(0.5) ? 'artist' : 'track'}/${randomId()}/placements`,
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
  const [searchLoaded, looping] = await Promise.all([
    searchAlone(SECONDS),
    autocannon({
      url: server.url,
      connections: LOOPING_CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      requests: publicLoop,
    }),
  ]);
  const ratio = Math.max(searchLoaded.latency.p50, 1) / Math.max(baseline.latency.p50, 1);
  const meanRatio = searchLoaded.latency.average / Math.max(baseline.latency.average, 0.01);
  console.log(
    `${server.label.padEnd(10)} anonymous search (${SEARCH_CONNECTIONS} connections, ${SECONDS} s): ` +
      `alone p50 ${baseline.latency.p50} ms (mean ${baseline.latency.average} ms) p99 ${baseline.latency.p99} ms ` +
      `${baseline.requests.average.toFixed(0)} req/s; with public pages looping p50 ${searchLoaded.latency.p50} ms ` +
      `(mean ${searchLoaded.latency.average} ms) p99 ${searchLoaded.latency.p99} ms ` +
      `${searchLoaded.requests.average.toFixed(0)} req/s → p50 ${ratio.toFixed(2)}× (target ≤ 2×; p50s under 1 ms count as 1 ms), mean ${meanRatio.toFixed(2)}×`,
  );
  console.log(
    `           public loop (${LOOPING_CONNECTIONS} connections: report pages, preview images, random placements; ` +
      `budgets ${process.env.LOAD_RAISE_PUBLIC_BUDGETS === '1' ? 'raised' : 'as deployed'}): ` +
      `${looping.requests.average.toFixed(0)} req/s p50 ${looping.latency.p50} ms, statuses ${statuses(looping)}; ` +
      `load average ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after`,
  );
}
