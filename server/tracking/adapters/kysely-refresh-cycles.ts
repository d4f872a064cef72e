import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { CycleCounts, CycleRecord, DueItem, ReadFailure, RefreshCycle, RefreshCycles } from '../ports';
import { claimWatchedReadings, type WatchReadingBudget } from './kysely-watched-items';

export class KyselyRefreshCycles implements RefreshCycles {
  constructor(
    private readonly db: Kysely<DB>,
    /** Watching what people open: each new cycle also reads the watched items it claims; unset: off. */
    private readonly watch: WatchReadingBudget | null = null,
  ) {}

  async open(now: Date): Promise<RefreshCycle> {
    for (;;) {
      const open = await this.db
        .selectFrom('refresh_cycles')
        .select(['id', 'started_at'])
        .where('finished_at', 'is', null)
        .executeTakeFirst();
      if (open) return { id: open.id, startedAt: new Date(open.started_at) };
      // A partial unique index allows one unfinished cycle: a concurrent opener loses and reads the winner's.
      const created = await this.db
        .insertInto('refresh_cycles')
        .values({ started_at: now })
        .onConflict((conflict) => conflict.doNothing())
        .returning(['id', 'started_at'])
        .executeTakeFirst();
      if (created) {
        // Only the cycle's opener claims; a resumed cycle reads what it claimed then.
        if (this.watch) await claimWatchedReadings(this.db, created.id, now, this.watch);
        return { id: created.id, startedAt: new Date(created.started_at) };
      }
    }
  }

  async find(cycleId: number): Promise<CycleRecord | null> {
    const row = await this.db
      .selectFrom('refresh_cycles')
      .selectAll()
      .where('id', '=', cycleId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      startedAt: new Date(row.started_at),
      finishedAt: row.finished_at ? new Date(row.finished_at) : null,
      items: row.items,
      snapshots: row.snapshots,
      failures: row.failures,
    };
  }

  async hasUnfinished(): Promise<boolean> {
    const open = await this.db
      .selectFrom('refresh_cycles')
      .select('id')
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    return open !== undefined;
  }

  async lastStart(): Promise<Date | null> {
    const row = await this.db
      .selectFrom('refresh_cycles')
      .select((eb) => eb.fn.max('started_at').as('started_at'))
      .executeTakeFirst();
    return row?.started_at ? new Date(row.started_at) : null;
  }

  async due(cycle: RefreshCycle): Promise<DueItem[]> {
    const result = await sql<DueItem>`
      select t.id, t.kind, t.spotify_id, t.name, t.extra from tracked_items t
      left join watched_items w on w.item_id = t.id and w.claimed_cycle = ${cycle.id}
      where ((t.created_at <= ${cycle.startedAt} and exists (select 1 from user_tracking ut where ut.item_id = t.id))
          or w.item_id is not null)
        and not exists (select 1 from item_snapshots s where s.cycle_id = ${cycle.id} and s.item_id = t.id)
        and not exists (select 1 from refresh_failures f
          where f.cycle_id = ${cycle.id} and f.item_id = t.id and f.final)
      order by (w.item_id is not null and not exists (select 1 from user_tracking ut where ut.item_id = t.id)), t.id`.execute(
      this.db,
    );
    return result.rows;
  }

  async recordFailure(failure: ReadFailure): Promise<number> {
    const row = await this.db
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

  /** The row is updated only while still open, so exactly one caller gets the counts. */
  async finish(cycleId: number, now: Date): Promise<CycleCounts | null> {
    const result = await sql<CycleCounts>`
      update refresh_cycles c set finished_at = ${now},
        snapshots = x.snapshots, failures = x.failures, items = x.snapshots + x.failures
      from (select
        (select count(*) from item_snapshots s where s.cycle_id = ${cycleId})::integer as snapshots,
        (select count(*) from refresh_failures f where f.cycle_id = ${cycleId} and f.final)::integer as failures
      ) x
      where c.id = ${cycleId} and c.finished_at is null
      returning c.items, c.snapshots, c.failures`.execute(this.db);
    return result.rows[0] ?? null;
  }

  async claimNotifications(cycleId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .updateTable('refresh_cycles')
      .set({ notified_at: now })
      .where('id', '=', cycleId)
      .where('notified_at', 'is', null)
      .where('finished_at', 'is not', null)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  async unnotified(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('refresh_cycles')
      .select('id')
      .where('finished_at', 'is not', null)
      .where('notified_at', 'is', null)
      .execute();
    return rows.map((row) => row.id);
  }
}
