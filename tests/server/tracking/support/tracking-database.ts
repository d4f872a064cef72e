import { type Kysely, sql } from 'kysely';
import { type Database, openDatabase } from '@server/db/database';
import type { DB } from '@server/db/schema';
import { createScratchDatabase } from '../../../support/postgres';

export interface TrackingDatabase {
  readonly database: Database;
  readonly db: Kysely<DB>;
  readonly url: string | undefined;
  /** Empties users and every tracking table (opening a database is slow; suites share one). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The backends an adapter contract suite (or the one API journey, `tracking-api.test.ts`) runs on:
 * PGlite always, PostgreSQL when `TEST_DATABASE_URL` is set.
 */
export const BACKENDS: ReadonlyArray<'pglite' | 'postgres'> = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

/** API suites run on PGlite, the embedded default; the contracts prove the same SQL on PostgreSQL. */
export const API_BACKENDS: ReadonlyArray<'pglite' | 'postgres'> = ['pglite'];

/** A fresh, migrated database of the given kind. */
export async function openTrackingDatabase(kind: 'pglite' | 'postgres'): Promise<TrackingDatabase> {
  const scratch = kind === 'postgres' ? await createScratchDatabase({ migrated: true }) : undefined;
  const database = await openDatabase({
    databaseUrl: scratch?.url,
    dataDir: '',
    inMemory: kind === 'pglite',
  });
  return {
    database,
    db: database.db,
    url: scratch?.url,
    async reset() {
      // Deletes, not TRUNCATE (about 100 ms a time on PostgreSQL); every other row goes by cascade.
      for (const table of ['tracked_items', 'refresh_cycles', 'users']) {
        await sql`delete from ${sql.table(table)}`.execute(database.db);
      }
    },
    async close() {
      await database.close();
      await scratch?.drop();
    },
  };
}

/** Inserts a user with email notifications as given; returns the id. */
export async function insertUser(db: Kysely<DB>, email: string, emailNotifications = false): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: null, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_settings')
    .values({ user_id: user.id, email_notifications: emailNotifications })
    .execute();
  return user.id;
}
