// One refresh cycle over 10,000 tracked items against the in-process demo music service (no rate
// limit), on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL (docs/architecture.md#performance-budgets).
// Reports items per second and the database's share of the wall-clock time (time during which at
// least one query was in flight / cycle time).
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseConnection, type Dialect, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { MusicService } from '@domain/ports';
import { DemoMusicService } from '@server/catalog';
import { migrateToLatest } from '@server/db/migrate';
import { PreparedPGlite } from '@server/db/prepared-pglite';
import { PreparedPGliteDialect } from '@server/db/prepared-pglite-dialect';
import type { DB } from '@server/db/schema';
import { infallibleValue } from '@server/platform/result';
import type { TrackedKind } from '@domain/tracking';
import { KyselyUsers } from '@server/accounts/adapters/kysely-users';
import { KyselyRefreshCycles } from '@server/tracking/adapters/kysely-refresh-cycles';
import { KyselySnapshots } from '@server/tracking/adapters/kysely-snapshots';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import { DEFAULT_REFRESH_TUNING } from '@server/tracking/refresh-tuning';
import { runRefreshCycle } from '@server/tracking/use-cases/run-refresh-cycle';
import { createScratchDatabase } from '../tests/support/postgres';

const ITEMS = Number(process.env.REFRESH_BENCH_ITEMS ?? 10_000);
const DAY = 86_400_000;

/** Wall-clock time during which at least one query was running. */
class DatabaseMeter {
  busyMs = 0;
  queries = 0;
  private inFlight = 0;
  private since = 0;
  private readonly seen = new WeakSet<DatabaseConnection>();

  instrument(connection: DatabaseConnection): void {
    if (this.seen.has(connection)) return;
    this.seen.add(connection);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = async (query) => {
      if (this.inFlight++ === 0) this.since = performance.now();
      this.queries++;
      try {
        return await execute(query);
      } finally {
        if (--this.inFlight === 0) this.busyMs += performance.now() - this.since;
      }
    };
  }

  reset(): void {
    this.busyMs = 0;
    this.queries = 0;
  }
}

function metered(dialect: Dialect, meter: DatabaseMeter): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = async () => {
        const connection = await acquire();
        meter.instrument(connection);
        return connection;
      };
      return driver;
    },
  };
}

/** Two demo catalogs (different seeds) so 10,000 distinct items exist; reads go to the owner. */
function demoPair(clock: { now(): Date }): {
  music: MusicService;
  items: Array<{ kind: TrackedKind; id: string }>;
} {
  const first = new DemoMusicService(clock, 'chartpulse-demo');
  const second = new DemoMusicService(clock, 'chartpulse-bench');
  const inSecond = new Set<string>();
  const seen = new Set<string>();
  const items: Array<{ kind: TrackedKind; id: string }> = [];
  for (const [service, mark] of [
    [first, false],
    [second, true],
  ] as const) {
    const catalog = service.catalog();
    const all = [
      ...catalog.artists.map((artist) => ({ kind: 'artist' as const, id: artist.id })),
      ...catalog.playlists.map((playlist) => ({ kind: 'playlist' as const, id: playlist.id })),
      ...catalog.tracks.map((track) => ({ kind: 'track' as const, id: track.id })),
    ];
    for (const item of all) {
      if (items.length >= ITEMS) break;
      if (seen.has(`${item.kind}:${item.id}`)) continue;
      seen.add(`${item.kind}:${item.id}`);
      items.push(item);
      if (mark) inSecond.add(item.id);
    }
  }
  const owner = (id: string) => (inSecond.has(id) ? second : first);
  const music = {
    getArtist: (id: string) => owner(id).getArtist(id),
    getTrack: (id: string) => owner(id).getTrack(id),
    getPlaylist: (id: string) => owner(id).getPlaylist(id),
  } as MusicService;
  return { music, items };
}

async function benchOn(label: string, dialect: Dialect): Promise<void> {
  const meter = new DatabaseMeter();
  const db = new Kysely<DB>({ dialect: metered(dialect, meter) });
  try {
    await migrateToLatest(db);
    let now = new Date('2026-06-01T04:00:00Z');
    const clock = { now: () => now };
    const { music, items } = demoPair(clock);
    // Through the owners' adapters: the bench names no table (docs/architecture.md#seams).
    const user = await new KyselyUsers(db).create({
      email: 'bench@example.com',
      passwordHash: null,
      verified: true,
      createdAt: now,
    });
    if (!user) throw new Error('the bench user was not created');
    const tracked = new KyselyTrackedItems(db);
    for (const item of items) {
      const reading = { kind: item.kind, spotifyId: item.id, name: item.id, extra: {}, followers: null };
      const itemId = await tracked.upsert(
        { ...reading, popularity: null, trackCount: null, snapshotId: null, members: null },
        now,
      );
      await tracked.addTracker(user.id, itemId, now);
    }
    for (const cycle of ['first (names and playlist contents new)', 'second (a day later)']) {
      now = new Date(now.getTime() + DAY);
      meter.reset();
      const started = performance.now();
      const run = infallibleValue(
        await runRefreshCycle(
          { cycles: new KyselyRefreshCycles(db), snapshots: new KyselySnapshots(db), music, clock },
          { ...DEFAULT_REFRESH_TUNING, retryDelayMs: 0 },
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const share = meter.busyMs / (seconds * 1000);
      console.log(
        `${label}, ${cycle} cycle: ${run.items} items, ${run.snapshots} snapshots, ${run.failures} failures in ` +
          `${seconds.toFixed(2)} s → ${Math.round(run.items / seconds)} items/s; database ${(share * 100).toFixed(0)}% ` +
          `of the time (${meter.queries} queries)`,
      );
    }
  } finally {
    await db.destroy();
  }
}

export default async function refreshBench(): Promise<void> {
  console.log(
    `concurrency ${DEFAULT_REFRESH_TUNING.concurrency}, ${DEFAULT_REFRESH_TUNING.writeBatchSize} readings per write`,
  );
  await benchOn('PGlite', new PreparedPGliteDialect(new PreparedPGlite(new PGlite())));
  const scratch = await createScratchDatabase();
  if (!scratch) {
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL to include it)');
    return;
  }
  try {
    await benchOn(
      'PostgreSQL',
      new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url, max: 10 }) }),
    );
  } finally {
    await scratch.drop();
  }
}
