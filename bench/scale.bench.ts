// `npm run bench -- scale`: Chartpulse at the size of a real deployment, on PostgreSQL
// (TEST_DATABASE_URL; a scratch database is created and dropped). Generates in SQL SCALE_ITEMS
// tracked items (default 10,000) with a year of daily snapshots and their item_summaries rows (written
// with the SQL a snapshot write runs), then measures: history reads
// (the adapter, and the HTTP route of a real server process), the dashboard of a user tracking
// 500 items (the three list routes), the server's RSS, the table and index sizes, and one refresh
// cycle over 1, 2 and 4 pg-boss workers (SCALE_WORKERS) against a music service limited to
// SCALE_UPSTREAM_RATE calls/s (default 100; SCALE_WORKERS= skips it). SCALE_KEEP_DATABASE=1 keeps the
// generated database; SCALE_REUSE_URL=postgres://… measures a kept one again, after applying the
// pending migrations to its data (and timing them).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TrackedKind } from '@domain/tracking';
import { KyselyUsers } from '@server/accounts/adapters/kysely-users';
import { hashPassword } from '@server/accounts/adapters/scrypt-password-hasher';
import { migrateToLatest } from '@server/db/migrate';
import type { DB } from '@server/db/schema';
import { regradeStaleSummaries } from '@server/tracking/adapters/item-summaries-sql';
import { KyselySnapshotHistory } from '@server/tracking/adapters/kysely-snapshot-history';
import { SHARED_DATABASE_CACHE_MS } from '@server/tracking/adapters/memory-history-cache';
import { createScratchDatabase } from '../tests/support/postgres';
import { freePort, startServerProcess } from '../tests/server/tracking/support/server-process';
import {
  fillItemSummaries,
  fillItemSummariesSetBased,
  generateScale,
  SCALE_DAYS,
  scaleKind,
  scaleSpotifyId,
} from './support/scale-data';
import { refreshAcrossWorkers, type WorkerRun } from './support/scale-refresh';
import { seededRandom } from './support/seeded-random';

const ITEMS = Number(process.env.SCALE_ITEMS ?? 10_000);
const DASHBOARD_ITEMS = 500;
const HISTORY_READS = Number(process.env.SCALE_HISTORY_READS ?? 400);
/** Dashboard visits within the server's cache time (its lists kept): enough for a p99 that is not the max. */
const DASHBOARD_ROUNDS = Number(process.env.SCALE_DASHBOARD_ROUNDS ?? 200);
/** Dashboard visits each after the cache time: every list read again, as a user's next visit reads it. */
const DASHBOARD_FRESH_ROUNDS = Number(process.env.SCALE_DASHBOARD_FRESH_ROUNDS ?? 10);
const REFRESH_ITEMS = Number(process.env.SCALE_REFRESH_ITEMS ?? 1500);
const UPSTREAM_RATE = Number(process.env.SCALE_UPSTREAM_RATE ?? 100);
const UPSTREAM_LATENCY_MS = 40;
const WORKER_COUNTS = (process.env.SCALE_WORKERS ?? '1,2,4').split(',').filter(Boolean).map(Number);
const PASSWORD = 'Scale-Bench-2026!';
const OWNER_EMAIL = 'scale-bench@example.com';
/** Under the per-account read budget (300 a minute), with room for the sign-in's own reads. */
const READS_PER_READER = 200;
/** Dashboard visits (3 reads each) one account makes within that budget, its first one included. */
const VISITS_PER_ACCOUNT = 90;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms (${sorted.length} reads)`;
};
const mb = (bytes: number | string) => `${(Number(bytes) / 1024 / 1024).toFixed(0)} MB`;

/** Distinct generated items, chosen with a fixed seed. */
function sampleItems(count: number, seed: number): number[] {
  const random = seededRandom(seed);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, ITEMS)) chosen.add(random.integer(1, ITEMS));
  return [...chosen];
}

/** A one-connection Kysely on `url` whose session runs `settings` first (planner switches). */
function sessionDb(url: string, settings: readonly string[]): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('connect', (client) => {
    for (const setting of settings) void client.query(setting);
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * One item's year through the adapter, read two ways side by side (alternating, so machine load
 * weighs on both alike): as the schema serves it, and with index-only scans off, which reads one
 * table page per snapshot as before migration 045. Also the pages one read touches (EXPLAIN BUFFERS).
 */
async function historyThroughAdapter(url: string): Promise<void> {
  const ways = [
    { label: 'index-only (migration 045)', db: sessionDb(url, []) },
    { label: 'table pages (as before 042)', db: sessionDb(url, ['SET enable_indexonlyscan = off']) },
  ];
  try {
    const readers = ways.map(({ db }) => {
      const history = new KyselySnapshotHistory(db);
      return (n: number) => {
        const kind: TrackedKind = scaleKind(n);
        const id = scaleSpotifyId(n);
        if (kind === 'artist') return history.artist(id);
        if (kind === 'track') return history.trackPopularity(id);
        return history.playlistFollowers(id);
      };
    });
    for (const n of sampleItems(50, 1)) for (const read of readers) await read(n);
    const times = ways.map(() => [] as number[]);
    let points = 0;
    for (const [index, n] of sampleItems(HISTORY_READS, 2).entries()) {
      const order = index % 2 === 0 ? [0, 1] : [1, 0];
      for (const way of order) {
        const started = performance.now();
        points += (await readers[way]!(n)).length;
        times[way]!.push(performance.now() - started);
      }
    }
    const probe = sampleItems(1, 4)[0]!;
    for (const [index, way] of ways.entries()) {
      const plan = await pgQuery<{ 'QUERY PLAN': Array<{ Plan: Record<string, number> }> }>(
        way.db,
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT s.checked_at, s.followers, s.popularity, s.track_count
         FROM item_snapshots s JOIN tracked_items t ON t.id = s.item_id
         WHERE t.kind = '${scaleKind(probe)}' AND t.spotify_id = '${scaleSpotifyId(probe)}' ORDER BY s.checked_at`,
      );
      const top = plan.rows[0]!['QUERY PLAN'][0]!.Plan;
      const pages = (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0);
      console.log(`history read, adapter, ${way.label}: ${summary(times[index]!)}; ${pages} pages a read`);
    }
    console.log(`  (${(points / (times[0]!.length * 2)).toFixed(0)} points a read)`);
  } finally {
    for (const way of ways) await way.db.destroy();
  }
}

async function sizes(db: Kysely<DB>): Promise<void> {
  const { rows } = await pgQuery<{ name: string; kind: string; bytes: string }>(
    db,
    `SELECT c.relname AS name, CASE c.relkind WHEN 'i' THEN 'index' ELSE 'table' END AS kind,
            pg_relation_size(c.oid) AS bytes
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i') AND pg_relation_size(c.oid) > 1048576
     ORDER BY pg_relation_size(c.oid) DESC`,
  );
  console.log('sizes over 1 MB:');
  for (const row of rows)
    console.log(`  ${row.kind.padEnd(5)} ${row.name.padEnd(44)} ${mb(row.bytes).padStart(8)}`);
  const total = await pgQuery<{ bytes: string }>(db, 'SELECT pg_database_size(current_database()) AS bytes');
  console.log(`  database total ${mb(total.rows[0]!.bytes)}`);
}

function pgQuery<Row>(db: Kysely<DB>, text: string) {
  return db.executeQuery<Row>({ sql: text, parameters: [], query: { kind: 'RawNode' } } as never);
}

/** A real server process (`server/main.ts`) on the scale database: dashboard, history over HTTP, RSS. */
async function throughServer(
  url: string,
  email: string,
  readerEmails: readonly string[],
  dashboardEmails: readonly string[],
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-scale-server-'));
  const server = await startServerProcess(
    await freePort(),
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      JOB_RUNNER: 'inline',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      // Start-up on a shared, busy machine (and a large database's re-grading check) can take minutes.
    },
    300_000,
  );
  try {
    const rss = () => {
      const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
      return `RSS ${mb(kb('VmRSS'))} (peak ${mb(kb('VmHWM'))})`;
    };
    console.log(`server process after start: ${rss()}`);
    const signIn = async (account: string) => {
      const csrfAnswer = await fetch(`${server.baseUrl}/api/get-csrf-token`);
      const anonymous =
        /csrf_access_token=([^;]+)/.exec(csrfAnswer.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const login = await fetch(`${server.baseUrl}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `csrf_access_token=${anonymous}`,
          'x-csrf-token': anonymous,
        },
        body: JSON.stringify({ email: account, password: PASSWORD }),
      });
      if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
      return login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    };
    const cookie = await signIn(email);
    const statuses = new Map<number, number>();
    const get = async (route: string, as = cookie) => {
      const started = performance.now();
      const answer = await fetch(`${server.baseUrl}${route}`, { headers: { cookie: as } });
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      return { ms: performance.now() - started, ok: answer.ok };
    };
    const lists = ['/api/user/artists', '/api/user/tracks', '/api/user/playlists'];
    // The dashboard asks for its three lists at once.
    const visit = async (as = cookie) => {
      const started = performance.now();
      const answers = await Promise.all(lists.map((route) => get(route, as)));
      return { ms: performance.now() - started, lists: answers.map((answer) => answer.ms) };
    };
    const first = await visit();
    console.log(
      `dashboard of a user tracking ${DASHBOARD_ITEMS} items (3 lists at once, HTTP), first visit after start: ` +
        `${first.ms.toFixed(1)} ms (${first.lists.map((ms, index) => `${lists[index]} ${ms.toFixed(1)}`).join(', ')})`,
    );
    const visits = async (label: string, rounds: number, pauseMs: number, accounts: readonly string[]) => {
      const dashboard: number[] = [];
      const perList = new Map<string, number[]>(lists.map((route) => [route, []]));
      let as = cookie;
      for (let round = 0; round < rounds; round++) {
        if (accounts.length > 0 && round % (VISITS_PER_ACCOUNT - 1) === 0) {
          // The next account of the same 500 items: its first visit reads its lists (not counted).
          as = await signIn(accounts[round / (VISITS_PER_ACCOUNT - 1)]!);
          await visit(as);
        }
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        const { ms, lists: times } = await visit(as);
        dashboard.push(ms);
        for (const [index, time] of times.entries()) perList.get(lists[index]!)!.push(time);
      }
      if (rounds === 0) return;
      console.log(`  ${label}: ${summary(dashboard)}`);
      for (const [route, times] of perList) console.log(`    ${route}: ${summary(times)}`);
    };
    await visits('visits within the cache time (lists kept)', DASHBOARD_ROUNDS, 0, dashboardEmails);
    await visits(
      `visits ${((SHARED_DATABASE_CACHE_MS + 200) / 1000).toFixed(1)} s apart (every list read afresh)`,
      DASHBOARD_FRESH_ROUNDS,
      SHARED_DATABASE_CACHE_MS + 200,
      [],
    );
    const historyRoutes: Record<TrackedKind, (id: string) => string> = {
      artist: (id) => `/api/artist/${id}/history`,
      track: (id) => `/api/track/${id}/popularity-history`,
      playlist: (id) => `/api/playlist/${id}/followers-history`,
    };
    // Each account may make 300 signed-in reads a minute: the reads are shared among reader accounts.
    const readers = await Promise.all(readerEmails.map((reader) => signIn(reader)));
    const historyTimes: number[] = [];
    for (const [index, n] of sampleItems(HISTORY_READS, 3).entries()) {
      const reader = readers[Math.floor(index / READS_PER_READER)]!;
      historyTimes.push((await get(historyRoutes[scaleKind(n)](scaleSpotifyId(n)), reader)).ms);
    }
    console.log(`history read, HTTP route (cache misses: distinct items): ${summary(historyTimes)}`);
    console.log(`  statuses: ${[...statuses].map(([code, count]) => `${code}×${count}`).join(', ')}`);
    console.log(`server process after the reads: ${rss()}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exit;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Accounts that read histories over HTTP (created when missing, so a reused database gets them too). */
async function readerAccounts(db: Kysely<DB>): Promise<string[]> {
  const users = new KyselyUsers(db);
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from(
    { length: Math.ceil(HISTORY_READS / READS_PER_READER) },
    (_, index) => `scale-reader-${index + 1}@example.com`,
  );
  for (const email of emails) {
    if (await users.findByEmail(email)) continue;
    await users.create({ email, passwordHash, verified: true, createdAt: new Date('2025-05-01T00:00:00Z') });
  }
  return emails;
}

/**
 * Accounts tracking the dashboard's 500 items as the owner does (created when missing), so the visits
 * within the cache time stay within each account's read budget.
 */
async function dashboardAccounts(db: Kysely<DB>): Promise<string[]> {
  const users = new KyselyUsers(db);
  const passwordHash = await hashPassword(PASSWORD);
  const createdAt = new Date('2025-05-01T00:00:00Z');
  const emails = Array.from(
    { length: Math.ceil(DASHBOARD_ROUNDS / (VISITS_PER_ACCOUNT - 1)) },
    (_, index) => `scale-dashboard-${index + 1}@example.com`,
  );
  for (const email of emails) {
    const user =
      (await users.findByEmail(email)) ??
      (await users.create({ email, passwordHash, verified: true, createdAt }));
    if (!user) throw new Error(`the dashboard account ${email} was not created`);
    await pgQuery(
      db,
      `INSERT INTO user_tracking (user_id, item_id, created_at)
       SELECT ${Number(user.id)}, id, '${createdAt.toISOString()}' FROM tracked_items WHERE id <= ${DASHBOARD_ITEMS}
       ON CONFLICT DO NOTHING`,
    );
  }
  return emails;
}

/** Creates and fills a scratch database, or takes the one SCALE_REUSE_URL names (filled by an earlier run). */
async function scaleDatabase(): Promise<{ url: string; drop(): Promise<void>; reused: boolean } | undefined> {
  const reuse = process.env.SCALE_REUSE_URL;
  if (reuse) return { url: reuse, drop: async () => undefined, reused: true };
  const scratch = await createScratchDatabase();
  return scratch && { ...scratch, reused: false };
}

async function fill(db: Kysely<DB>, url: string): Promise<void> {
  const users = new KyselyUsers(db);
  const createdAt = new Date('2025-05-01T00:00:00Z');
  const passwordHash = await hashPassword(PASSWORD);
  const owner = await users.create({ email: OWNER_EMAIL, passwordHash, verified: true, createdAt });
  const crowd = await users.create({
    email: 'crowd@example.com',
    passwordHash: null,
    verified: true,
    createdAt,
  });
  if (!owner || !crowd) throw new Error('the bench users were not created');
  console.log(
    `generating ${ITEMS.toLocaleString('en')} items × ${SCALE_DAYS} days = ${(ITEMS * SCALE_DAYS).toLocaleString('en')} snapshots…`,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const generated = await generateScale(client, ITEMS, [crowd.id], (line) => console.log(line));
    await client.query(
      'INSERT INTO user_tracking (user_id, item_id, created_at) SELECT $1, id, $2 FROM tracked_items WHERE id <= $3',
      [owner.id, createdAt, DASHBOARD_ITEMS],
    );
    console.log(
      `generated in SQL: snapshots written in ${generated.loadSeconds.toFixed(0)} s, indexes built in ` +
        `${generated.indexSeconds.toFixed(0)} s, vacuum/analyze ${generated.vacuumSeconds.toFixed(0)} s`,
    );
  } finally {
    await client.end();
  }
  if (process.env.SCALE_SUMMARIES === 'set-based') {
    const exact = await fillItemSummaries(db, DASHBOARD_ITEMS, (line) => console.log(line));
    const rest = await fillItemSummariesSetBased(db, DASHBOARD_ITEMS + 1);
    const grading = performance.now();
    // The set-based rows carry no grade: graded as a server start would grade them.
    const graded = await regradeStaleSummaries(db);
    console.log(
      `item_summaries: the dashboard's ${DASHBOARD_ITEMS} through the adapter's SQL in ${exact.toFixed(0)} s, ` +
        `the rest set-based from their latest snapshot in ${rest.toFixed(0)} s, their ${graded} playlists ` +
        `graded in ${((performance.now() - grading) / 1000).toFixed(0)} s`,
    );
  } else {
    const summarized = await fillItemSummaries(db, ITEMS, (line) => console.log(line));
    console.log(`item_summaries filled through the adapter's SQL in ${summarized.toFixed(0)} s`);
  }
}

export default async function scaleBench(): Promise<void> {
  const database = await scaleDatabase();
  if (!database) {
    console.log('skipped: the scale bench runs on PostgreSQL; set TEST_DATABASE_URL=postgres://…');
    return;
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  try {
    const migrating = performance.now();
    const applied = await migrateToLatest(db);
    if (database.reused) {
      const { rows } = await pgQuery<{ items: string }>(db, 'SELECT count(*) AS items FROM tracked_items');
      if (Number(rows[0]!.items) !== ITEMS)
        throw new Error(`SCALE_ITEMS must be ${rows[0]!.items}, as generated`);
      const seconds = ((performance.now() - migrating) / 1000).toFixed(1);
      console.log(
        `reusing ${database.url}: migrations applied in ${seconds} s: ${applied.join(', ') || 'none'}`,
      );
      // What a server start does in the background after a grading change: done first, so the
      // measures below are of a settled deployment, not of one re-grading every playlist.
      const regrading = performance.now();
      const regraded = await regradeStaleSummaries(db);
      console.log(
        `stored playlist grades of an older grading version re-graded: ${regraded} in ` +
          `${((performance.now() - regrading) / 1000).toFixed(1)} s`,
      );
    } else {
      await fill(db, database.url);
    }
    await sizes(db);
    await historyThroughAdapter(database.url);
    await throughServer(database.url, OWNER_EMAIL, await readerAccounts(db), await dashboardAccounts(db));
  } finally {
    await db.destroy();
    if (process.env.SCALE_KEEP_DATABASE || database.reused) console.log(`kept ${database.url}`);
    else await database.drop();
  }
  if (WORKER_COUNTS.length === 0) return;
  console.log(
    `refresh cycle of ${REFRESH_ITEMS} items over pg-boss workers, music service limited to ${UPSTREAM_RATE} calls/s ` +
      `(${UPSTREAM_LATENCY_MS} ms latency each); target ≥ 90% of the limit:`,
  );
  const runs: WorkerRun[] = [];
  for (const workers of WORKER_COUNTS) {
    const run = await refreshAcrossWorkers(workers, REFRESH_ITEMS, UPSTREAM_RATE, UPSTREAM_LATENCY_MS);
    runs.push(run);
    console.log(
      `  ${workers} worker(s): ${run.upstreamCalls} calls, ${run.callsPerSecond.toFixed(1)} calls/s = ` +
        `${((run.callsPerSecond / UPSTREAM_RATE) * 100).toFixed(0)}% of the limit; cycle ${run.cycleSeconds.toFixed(1)} s ` +
        `(${run.snapshots} snapshots, ${run.failures} failures)`,
    );
  }
  refreshEstimate(runs);
}

/** Spotify's and Deezer's budgets alike: 50 requests every 5 seconds per application. */
const SERVICE_CALLS_PER_SECOND = 50 / 5;
const DAY_SECONDS = 86_400;

/**
 * What reading `SCALE_TARGET_ITEMS` (default the generated count) items a day takes, from the measured
 * runs: upstream calls per item, and what one worker sustains (its calls per second when the limit
 * was not reached, else the limit it kept up with). Workers needed = the day's call rate over one
 * worker's; the services' budgets cap that rate whatever the worker count.
 */
function refreshEstimate(runs: readonly WorkerRun[]): void {
  const one = runs.find((run) => run.workers === 1) ?? runs[0];
  if (!one) return;
  const target = Number(process.env.SCALE_TARGET_ITEMS ?? ITEMS);
  const callsPerItem = one.upstreamCalls / one.items;
  const perWorker = Math.min(...runs.map((run) => run.callsPerSecond / run.workers));
  const needed = (target * callsPerItem) / DAY_SECONDS;
  const budget = (services: number) => services * SERVICE_CALLS_PER_SECOND;
  const dayAt = (rate: number) => (target * callsPerItem) / rate / 3600;
  console.log(
    `refresh cycle of ${target.toLocaleString('en')} items within a day: ${callsPerItem.toFixed(2)} upstream calls an item ` +
      `(measured), so ${needed.toFixed(1)} calls/s over 24 h; one worker sustained ${perWorker.toFixed(1)} calls/s ` +
      `(lowest per-worker rate measured), so ${Math.ceil(needed / perWorker)} worker(s) keep up.`,
  );
  console.log(
    `  at the services' budgets (${SERVICE_CALLS_PER_SECOND} calls/s per service and application): one service alone ` +
      `takes ${dayAt(budget(1)).toFixed(1)} h a cycle; items split evenly over Spotify and Deezer ${dayAt(budget(2)).toFixed(1)} h; ` +
      `a day needs ${Math.ceil(needed / SERVICE_CALLS_PER_SECOND)} service budget(s) of ${SERVICE_CALLS_PER_SECOND} calls/s.`,
  );
}
