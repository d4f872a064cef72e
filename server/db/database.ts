import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import type { DB } from './schema';

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
  readonly poolSize?: number;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite (same SQL dialect), and brings the schema
 * up to date. PGlite has a single connection: inside a transaction use only the transaction object.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { db, kind } = options.databaseUrl
    ? { db: postgres(options.databaseUrl, options.poolSize ?? 10), kind: 'postgres' as const }
    : { db: pglite(options), kind: 'pglite' as const };
  try {
    const appliedMigrations = options.migrate === false ? [] : await migrateToLatest(db);
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

function pglite(options: OpenDatabaseOptions): Kysely<DB> {
  let client: PGlite;
  if (options.inMemory) {
    client = new PGlite();
  } else {
    const directory = path.resolve(options.dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
    client = new PGlite(directory);
  }
  return new Kysely<DB>({ dialect: new PGliteDialect(client) });
}

function postgres(connectionString: string, max: number): Kysely<DB> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client dying (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
