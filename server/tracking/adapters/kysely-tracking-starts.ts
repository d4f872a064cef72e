import { type Kysely, sql } from 'kysely';
import type { ItemReading } from '@domain/tracking';
import type { DB } from '../../db/schema';
import { type TrackingChanges, type TrackingStart, type TrackingStarts, UNHEARD_CHANGES } from '../ports';
import { writeSnapshotsIn } from './kysely-snapshots';

interface StartRow {
  id: number;
  started: boolean;
  fresh: boolean;
  renamed: boolean;
}

/**
 * One statement shares the item (saying whether that renamed it), adds the tracker and says whether
 * a recent snapshot exists; the snapshot (with its stays and summary) follows in the same transaction.
 * What changed is reported once the transaction is committed.
 */
export class KyselyTrackingStarts implements TrackingStarts {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: TrackingChanges = UNHEARD_CHANGES,
  ) {}

  async start(userId: number, reading: ItemReading, now: Date, freshSince: Date): Promise<TrackingStart> {
    const start = await this.db.transaction().execute(async (trx) => {
      const extra = JSON.stringify(reading.extra);
      const result = await sql<StartRow>`
        with known as (
          select name, extra from tracked_items
          where kind = ${reading.kind} and spotify_id = ${reading.spotifyId}
        ), item as (
          insert into tracked_items (kind, spotify_id, name, extra, created_at)
          values (${reading.kind}, ${reading.spotifyId}, ${reading.name}, ${extra}, ${now})
          on conflict (kind, spotify_id) do update set name = excluded.name, extra = excluded.extra
          returning id
        ), tracker as (
          insert into user_tracking (user_id, item_id, created_at)
          select ${userId}, id, ${now} from item
          on conflict (user_id, item_id) do nothing
          returning item_id
        )
        select item.id,
          exists (select 1 from tracker) as started,
          exists (select 1 from item_snapshots s where s.item_id = item.id and s.checked_at > ${freshSince}) as fresh,
          exists (select 1 from known
            where known.name is distinct from ${reading.name} or known.extra is distinct from ${extra}::jsonb) as renamed
        from item`.execute(trx);
      const { id, started, fresh, renamed } = result.rows[0]!;
      const snapshotTaken = started && !fresh;
      if (snapshotTaken) {
        const stored = { name: reading.name, extra: reading.extra };
        await writeSnapshotsIn(trx, null, [{ itemId: id, checkedAt: now, reading, stored }]);
      }
      return { started, snapshotTaken, renamed };
    });
    const { kind, spotifyId } = reading;
    if (start.snapshotTaken || start.renamed) this.changes.report({ changed: 'item', kind, spotifyId });
    else if (start.started) this.changes.report({ changed: 'tracking', userId, kind });
    return start;
  }
}
