// The crash test's view of the server's embedded database: seeded before the server starts and
// read while it is down.
import type { Kysely } from 'kysely';
import { openDatabase } from '@server/db/database';
import type { DB } from '@server/db/schema';
import { insertUser } from './tracking-database';

const HOUR = 3_600_000;

export interface SnapshotRow {
  item_id: number;
  cycle_id: number | null;
  checked_at: string;
  followers: number | null;
}

/** Opens the server's own database files in `dataDir` (only while no server runs on them). */
export async function withDatabase<T>(dataDir: string, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Every snapshot (in a comparable form) and the unfinished refresh cycle, if any. */
export async function allSnapshots(
  dataDir: string,
): Promise<{ rows: SnapshotRow[]; openCycle: number | undefined }> {
  return withDatabase(dataDir, async (db) => {
    const open = await db
      .selectFrom('refresh_cycles')
      .select('id')
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    const rows = await db
      .selectFrom('item_snapshots')
      .select(['item_id', 'cycle_id', 'checked_at', 'followers'])
      .orderBy('item_id')
      .orderBy('checked_at')
      .execute();
    return {
      rows: rows.map((row) => ({ ...row, checked_at: new Date(row.checked_at).toISOString() })),
      openCycle: open?.id,
    };
  });
}

/**
 * One user tracks the artists, each read once by a finished cycle that started 25 hours ago.
 * Returns the artists' ids by item id.
 */
export async function seedTrackedArtists(
  dataDir: string,
  artistIds: readonly string[],
): Promise<Map<number, string>> {
  return withDatabase(dataDir, async (db) => {
    const userId = await insertUser(db, 'owner@example.com');
    const now = Date.now();
    const items = await db
      .insertInto('tracked_items')
      .values(
        artistIds.map((id) => ({
          kind: 'artist' as const,
          spotify_id: id,
          name: id,
          created_at: new Date(now - 48 * HOUR),
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('user_tracking')
      .values(
        items.map((item) => ({ user_id: userId, item_id: item.id, created_at: new Date(now - 48 * HOUR) })),
      )
      .execute();
    const earlier = await db
      .insertInto('refresh_cycles')
      .values({
        started_at: new Date(now - 25 * HOUR),
        finished_at: new Date(now - 25 * HOUR + 60_000),
        items: artistIds.length,
        snapshots: artistIds.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('item_snapshots')
      .values(
        items.map((item, index) => ({
          item_id: item.id,
          cycle_id: earlier.id,
          checked_at: new Date(now - 25 * HOUR),
          followers: index,
        })),
      )
      .execute();
    const rows = await db.selectFrom('tracked_items').select(['id', 'spotify_id']).execute();
    return new Map(rows.map((row) => [row.id, row.spotify_id]));
  });
}
