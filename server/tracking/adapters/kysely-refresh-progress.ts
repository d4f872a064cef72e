import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { RefreshProgress, RefreshProgressReader } from '../ports';

/** Where the refresh cycles stand, for the operators' metrics (docs/operations.md#metrics). */
export class KyselyRefreshProgress implements RefreshProgressReader {
  constructor(private readonly db: Kysely<DB>) {}

  async read(): Promise<RefreshProgress> {
    const [open, last] = await Promise.all([
      this.db
        .selectFrom('refresh_cycles')
        .select(['id', 'started_at'])
        .where('finished_at', 'is', null)
        .executeTakeFirst(),
      this.db
        .selectFrom('refresh_cycles')
        .select(['finished_at', 'items', 'snapshots', 'failures'])
        .where('finished_at', 'is not', null)
        .orderBy('finished_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    const lastFinished = last?.finished_at
      ? { finishedAt: new Date(last.finished_at), items: last.items, failures: last.failures }
      : null;
    if (!open) return { open: null, lastFinished };
    const startedAt = new Date(open.started_at);
    // The cycle's items as `due` counts them: tracked by someone and present when it started, or
    // watched and claimed by it.
    const counts = await sql<{ items: number | string; done: number | string; failed: number | string }>`
      select
        (select count(*) from tracked_items t where (t.created_at <= ${startedAt}
          and exists (select 1 from user_tracking ut where ut.item_id = t.id))
          or exists (select 1 from watched_items w where w.item_id = t.id and w.claimed_cycle = ${open.id})) as items,
        (select count(*) from item_snapshots s where s.cycle_id = ${open.id}) as done,
        (select count(*) from refresh_failures f where f.cycle_id = ${open.id} and f.final) as failed`.execute(
      this.db,
    );
    const row = counts.rows[0];
    return {
      open: {
        id: open.id,
        startedAt,
        items: Number(row?.items ?? 0),
        done: Number(row?.done ?? 0),
        failed: Number(row?.failed ?? 0),
      },
      lastFinished,
    };
  }
}
