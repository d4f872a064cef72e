import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { TrackedItemExtra, TrackedKind } from './tables';

export interface RefreshCycle {
  readonly id: number;
  readonly startedAt: Date;
}

export interface DueItem {
  readonly id: number;
  readonly kind: TrackedKind;
  readonly spotify_id: string;
  /** As stored, so an unchanged name costs no write. */
  readonly name: string;
  readonly extra: TrackedItemExtra;
}

/** What one run of a cycle did. `items` = items read (snapshots written + items given up on). */
export interface CycleCounts {
  readonly items: number;
  readonly snapshots: number;
  readonly failures: number;
}

/** The unfinished cycle (a run that was interrupted), or a new one started now. */
export async function openCycle(db: Kysely<DB>, now: Date): Promise<RefreshCycle> {
  for (;;) {
    const open = await db
      .selectFrom('refresh_cycles')
      .select(['id', 'started_at'])
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    if (open) return { id: open.id, startedAt: new Date(open.started_at) };
    // A partial unique index allows one unfinished cycle: a concurrent opener loses and reads the winner's.
    const created = await db
      .insertInto('refresh_cycles')
      .values({ started_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .returning(['id', 'started_at'])
      .executeTakeFirst();
    if (created) return { id: created.id, startedAt: new Date(created.started_at) };
  }
}

export async function findCycle(db: Kysely<DB>, cycleId: number) {
  return db.selectFrom('refresh_cycles').selectAll().where('id', '=', cycleId).executeTakeFirst();
}

/** Started when the last cycle began, or null when none ever ran. */
export async function lastCycleStart(db: Kysely<DB>): Promise<Date | null> {
  const row = await db
    .selectFrom('refresh_cycles')
    .select((eb) => eb.fn.max('started_at').as('started_at'))
    .executeTakeFirst();
  return row?.started_at ? new Date(row.started_at) : null;
}

/**
 * Items the cycle still has to read: tracked by someone, present when the cycle started, with no
 * snapshot in this cycle and not given up on.
 */
export async function dueItems(db: Kysely<DB>, cycle: RefreshCycle): Promise<DueItem[]> {
  const result = await sql<DueItem>`
    select t.id, t.kind, t.spotify_id, t.name, t.extra from tracked_items t
    where t.created_at <= ${cycle.startedAt}
      and exists (select 1 from user_tracking ut where ut.item_id = t.id)
      and not exists (select 1 from item_snapshots s where s.cycle_id = ${cycle.id} and s.item_id = t.id)
      and not exists (select 1 from refresh_failures f
        where f.cycle_id = ${cycle.id} and f.item_id = t.id and f.final)
    order by t.id`.execute(db);
  return result.rows;
}

/** Counts one failed read; returns the number of attempts so far. */
export async function recordFailure(
  db: Kysely<DB>,
  failure: { cycleId: number; itemId: number; error: string; final: boolean; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('refresh_failures')
    .values({
      cycle_id: failure.cycleId,
      item_id: failure.itemId,
      attempts: 1,
      last_error: failure.error,
      final: failure.final,
      updated_at: failure.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['cycle_id', 'item_id']).doUpdateSet({
        attempts: sql<number>`refresh_failures.attempts + 1`,
        last_error: failure.error,
        final: failure.final,
        updated_at: failure.now,
      }),
    )
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/**
 * Closes the cycle with its final counts. Only one caller wins (the row is updated while still
 * open): that caller gets the counts and sends the notifications; everyone else gets null.
 */
export async function finishCycle(db: Kysely<DB>, cycleId: number, now: Date): Promise<CycleCounts | null> {
  const result = await sql<CycleCounts>`
    update refresh_cycles c set finished_at = ${now},
      snapshots = x.snapshots, failures = x.failures, items = x.snapshots + x.failures
    from (select
      (select count(*) from item_snapshots s where s.cycle_id = ${cycleId})::integer as snapshots,
      (select count(*) from refresh_failures f where f.cycle_id = ${cycleId} and f.final)::integer as failures
    ) x
    where c.id = ${cycleId} and c.finished_at is null
    returning c.items, c.snapshots, c.failures`.execute(db);
  return result.rows[0] ?? null;
}

/** Claims the right to send a finished cycle's notifications; true for exactly one caller. */
export async function claimNotifications(db: Kysely<DB>, cycleId: number, now: Date): Promise<boolean> {
  const rows = await db
    .updateTable('refresh_cycles')
    .set({ notified_at: now })
    .where('id', '=', cycleId)
    .where('notified_at', 'is', null)
    .where('finished_at', 'is not', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Finished cycles whose notifications were never sent (the sender crashed). */
export async function unnotifiedCycles(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('refresh_cycles')
    .select('id')
    .where('finished_at', 'is not', null)
    .where('notified_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}
