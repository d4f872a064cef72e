import type { Kysely } from 'kysely';
import { retentionBoundaries } from '@domain/tracking';
import type { DB } from '../../db/schema';
import { type SnapshotRetention, type TrackingChanges, UNHEARD_CHANGES } from '../ports';
import { thinAllItems } from '../../db/snapshot-thinning-sql';

/**
 * Thinning in batches of items (snapshot-thinning-sql), each batch its own statement. After the first
 * run it looks only at the readings that crossed a boundary since the run before (migration 081's
 * table remembers when that was), so a daily run reads about a month of readings per item.
 */
export class KyselySnapshotRetention implements SnapshotRetention {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: TrackingChanges = UNHEARD_CHANGES,
  ) {}

  async thin(now: Date): Promise<number> {
    const last = await this.db.selectFrom('snapshot_retention').select('thinned_at').executeTakeFirst();
    const window = last ? retentionBoundaries(new Date(last.thinned_at)) : 'all';
    const deleted = await thinAllItems(this.db as Kysely<unknown>, retentionBoundaries(now), window);
    await this.db
      .insertInto('snapshot_retention')
      .values({ thinned_at: now })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ thinned_at: now }))
      .execute();
    if (deleted > 0) this.changes.report({ changed: 'everything' });
    return deleted;
  }
}
