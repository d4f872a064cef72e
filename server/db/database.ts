import { DEFAULT_POOL_SIZE } from './pool-size';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import { withNamedStatements } from './named-statements-pool';
import { PreparedPGlite } from './prepared-pglite';
import { PreparedPGliteDialect } from './prepared-pglite-dialect';
import type { DB } from './schema';
import { setTrackedItemsCap, trackedItemsCapOption } from './tracked-items-cap';

export { migrateToLatest } from './migrate';

export interface Database {
  readonly db: Kysely<DB>;
  readonly kind: 'pglite' | 'postgres';
  /** Names of the migrations applied while opening (empty when the schema was already current). */
  readonly appliedMigrations: readonly string[];
  /** Answers when the database can run a query; throws otherwise (used by `/healthz`). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; unset means embedded PGlite. */
  readonly databaseUrl?: string;
  /** PGlite keeps its files in `dataDir/pglite`. */
  readonly dataDir: string;
  /** PGlite in memory instead of on disk (tests). */
  readonly inMemory?: boolean;
  /** Apply pending migrations (default true). */
  readonly migrate?: boolean;
  /** PostgreSQL connections this process may open (default DEFAULT_POOL_SIZE). */
  readonly poolSize?: number;
  /** The per-account cap on tracked items the database holds every insert of trackers to (unset: none). */
  readonly trackedItemsCap?: number;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite (same SQL dialect), and brings the schema
 * up to date. PGlite has a single connection: inside a transaction use only the transaction object.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.inMemory && !options.databaseUrl && options.migrate !== false) {
    const database = await inMemoryFromTemplate();
    await withCapOnPGlite(database, options.trackedItemsCap);
    return database;
  }
  const { db, kind } = options.databaseUrl
    ? {
        db: postgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE, options.trackedItemsCap),
        kind: 'postgres' as const,
      }
    : { db: pglite(options), kind: 'pglite' as const };
  const database = await opened(db, kind, options.migrate === false ? undefined : migrateToLatest);
  await withCapOnPGlite(database, options.trackedItemsCap);
  return database;
}

/** PGlite's one connection gets the cap here; a PostgreSQL pool's connections start with it. */
async function withCapOnPGlite(database: Database, cap: number | undefined): Promise<void> {
  if (cap === undefined || database.kind !== 'pglite') return;
  try {
    await setTrackedItemsCap(database.db, cap);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function opened(
  db: Kysely<DB>,
  kind: Database['kind'],
  migrate: ((db: Kysely<DB>) => Promise<readonly string[]>) | undefined,
): Promise<Database> {
  try {
    const appliedMigrations = migrate ? await migrate(db) : [];
    let closed = false;
    return {
      db,
      kind,
      appliedMigrations,
      async ping() {
        await sql`select 1`.execute(db);
      },
      async close() {
        if (closed) return;
        closed = true;
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}

interface MigratedTemplate {
  readonly dataDir: Blob;
  readonly appliedMigrations: readonly string[];
}

let migratedTemplate: Promise<MigratedTemplate> | undefined;

/**
 * A new in-memory database, cloned from one migrated in this process: starting PGlite from a dump
 * skips `initdb` and the migrations, a third of the time of a bare start (tests open hundreds).
 * It answers like a new database: `appliedMigrations` lists every migration.
 */
async function inMemoryFromTemplate(): Promise<Database> {
  migratedTemplate ??= (async () => {
    const client = new PGlite();
    const db = onPGlite(client);
    const appliedMigrations = await migrateToLatest(db);
    const dataDir = await client.dumpDataDir('none');
    await db.destroy();
    return { dataDir, appliedMigrations };
  })();
  const template = await migratedTemplate;
  const db = onPGlite(new PGlite({ loadDataDir: template.dataDir }));
  // Kysely's destroy() closes only a driver that has run a query: run one, so close() closes it.
  return opened(db, 'pglite', async () => {
    await sql`select 1`.execute(db);
    return template.appliedMigrations;
  });
}

function pglite(options: OpenDatabaseOptions): Kysely<DB> {
  if (options.inMemory) return onPGlite(new PGlite());
  const directory = path.resolve(options.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  return onPGlite(new PGlite(directory));
}

function onPGlite(pglite: PGlite): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PreparedPGliteDialect(new PreparedPGlite(pglite)) });
}

function postgres(connectionString: string, max: number, trackedItemsCap: number | undefined): Kysely<DB> {
  const options = trackedItemsCap === undefined ? {} : { options: trackedItemsCapOption(trackedItemsCap) };
  const pool = new pg.Pool({ connectionString, max, ...options });
  // An idle client dying (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
}
