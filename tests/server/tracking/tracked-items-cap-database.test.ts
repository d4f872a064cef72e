// Migration 104: the database holds every insert of trackers to the connection's cap, counting each
// account afresh under a lock of its own, so concurrent transactions cannot both take the last place.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@server/db/database';
import type { DB } from '@server/db/schema';
import { liftTrackedItemsCap, overTrackedItemsCap } from '@server/db/tracked-items-cap';
import { createScratchDatabase } from '../../support/postgres';
import { BACKENDS, insertUser } from './support/tracking-database';

const CAP = 2;

describe.each(BACKENDS)('the database-held cap on tracked items, on %s', (backend) => {
  let database: Database;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let db: Kysely<DB>;
  let userId: number;
  let items: number[];

  beforeAll(async () => {
    scratch = backend === 'postgres' ? await createScratchDatabase({ migrated: true }) : undefined;
    database = await openDatabase({
      databaseUrl: scratch?.url,
      dataDir: '',
      inMemory: backend === 'pglite',
      trackedItemsCap: CAP,
    });
    db = database.db;
  });
  afterAll(async () => {
    await database.close();
    await scratch?.drop();
  });
  beforeEach(async () => {
    await sql`delete from tracked_items`.execute(db);
    await sql`delete from users`.execute(db);
    userId = await insertUser(db, `cap-${Date.now()}@example.com`);
    const rows = await db
      .insertInto('tracked_items')
      .values(
        [1, 2, 3, 4].map((n) => ({
          kind: 'track',
          spotify_id: `t${n}`,
          name: `T${n}`,
          created_at: new Date(),
        })),
      )
      .returning('id')
      .execute();
    items = rows.map((row) => row.id);
  });

  const addTracker = (into: Kysely<DB>, itemId: number) =>
    into
      .insertInto('user_tracking')
      .values({ user_id: userId, item_id: itemId, created_at: new Date() })
      .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
      .execute();
  const tracked = async () =>
    Number(
      (
        await db
          .selectFrom('user_tracking')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses the insert past the cap, whole, with its own error, and keeps what was there', async () => {
    await addTracker(db, items[0]!);
    await addTracker(db, items[1]!);
    const refused = await addTracker(db, items[2]!).catch((error: unknown) => error);
    expect(overTrackedItemsCap(refused)).toBe(true);
    expect(await tracked()).toBe(CAP);
    // A row already there changes nothing and is not refused; a multi-row insert past it is refused whole.
    await addTracker(db, items[0]!);
    await sql`delete from user_tracking where item_id = ${items[1]!}`.execute(db);
    const both = await db
      .insertInto('user_tracking')
      .values([items[2]!, items[3]!].map((item_id) => ({ user_id: userId, item_id, created_at: new Date() })))
      .execute()
      .catch((error: unknown) => error);
    expect(overTrackedItemsCap(both)).toBe(true);
    expect(await tracked()).toBe(1);
  });

  it('lets the install lift it inside a transaction of its own (the demo history)', async () => {
    await db.transaction().execute(async (trx) => {
      await liftTrackedItemsCap(trx);
      for (const item of items) await addTracker(trx, item);
    });
    expect(await tracked()).toBe(items.length);
    // Only for that transaction: the connection is capped again after it.
    await sql`delete from user_tracking where item_id in (${items[2]!}, ${items[3]!})`.execute(db);
    expect(overTrackedItemsCap(await addTracker(db, items[2]!).catch((error: unknown) => error))).toBe(true);
  });

  // On PGlite (one connection) the second waits for the first's commit anyway; on PostgreSQL, for its lock.
  it('gives the last place to one of two concurrent transactions, not both', async () => {
    await addTracker(db, items[0]!);
    let inserted!: () => void;
    let commit!: () => void;
    const firstInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const mayCommit = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const first = db.transaction().execute(async (trx) => {
      await addTracker(trx, items[1]!);
      inserted();
      await mayCommit;
    });
    await firstInserted;
    // The second counts while the first holds its place uncommitted: it must wait for it.
    const second = db
      .transaction()
      .execute((trx) => addTracker(trx, items[2]!))
      .then(
        () => 'added',
        (error: unknown) => (overTrackedItemsCap(error) ? 'over cap' : error),
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    await first;
    expect(await second).toBe('over cap');
    expect(await tracked()).toBe(CAP);
  });
});
