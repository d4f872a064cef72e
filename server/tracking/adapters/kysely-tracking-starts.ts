import { type Kysely, sql } from 'kysely';
import type { ItemReading } from '@domain/tracking';
import type { DB } from '../../db/schema';
import { overTrackedItemsCap } from '../../db/tracked-items-cap';
import {
  type ItemSummary,
  type TrackingChanges,
  type TrackingStart,
  type TrackingStarts,
  UNHEARD_CHANGES,
} from '../ports';
import { type SummaryRow, summaryOf } from './kysely-item-summaries';
import { writeSnapshotsIn } from './kysely-snapshots';

/** An item's list row as stored, without what the start itself knows (its name, the tracking's start). */
type StoredListRow = Omit<SummaryRow, 'tracked_at' | 'name' | 'extra'>;

interface QuickStartRow extends StoredListRow {
  started: boolean;
  /** The user tracked the item before this statement. */
  tracking: boolean;
  fresh: boolean;
  renamed: boolean;
}

interface StartRow {
  id: number;
  started: boolean;
  fresh: boolean;
  /** Another user tracks the item: their lists show its readings too. */
  shared: boolean;
}

/** A start that took the item's snapshot, with the user's new list row when nobody else tracks it. */
interface SnapshotStart extends StartRow {
  readonly summary: StoredListRow | null;
}

/** The database refused the tracker (migration 104): the statement, or the transaction, changed nothing. */
const OVER_CAP: TrackingStart = { started: false, snapshotTaken: false, renamed: false, overCap: true };

/** The item_summaries columns a user's list row is made of (besides the item's own). */
const SUMMARY_COLUMNS = sql.raw(
  'u.checked_at, u.followers, u.popularity, u.track_count, u.followers_change, u.popularity_change, ' +
    'u.followers_7d, u.followers_30d, u.popularity_7d, u.popularity_30d, u.sparkline, u.verdict, u.confidence',
);

/**
 * A start usually costs one statement, no transaction: it shares the item (renaming it only when
 * the reading's name or artists differ, so an unchanged item is not rewritten) and, when the item has
 * a recent snapshot, adds the tracker, answering the item's summary row for the user's cached list.
 * Only a start that needs a snapshot (the item's first reading, or none within the hour) runs the
 * transaction that adds the tracker and writes the snapshot (with its stays and summary) together.
 * What changed is reported once it is committed. The database holds the account's cap (concurrent
 * starts each counted the account under it): a start it refuses changes nothing and says so.
 */
export class KyselyTrackingStarts implements TrackingStarts {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: TrackingChanges = UNHEARD_CHANGES,
  ) {}

  async start(userId: number, reading: ItemReading, now: Date, freshSince: Date): Promise<TrackingStart> {
    try {
      return await this.startOrThrow(userId, reading, now, freshSince);
    } catch (error) {
      if (overTrackedItemsCap(error)) return OVER_CAP;
      throw error;
    }
  }

  private async startOrThrow(
    userId: number,
    reading: ItemReading,
    now: Date,
    freshSince: Date,
  ): Promise<TrackingStart> {
    const quick = await this.quickStart(userId, reading, now, freshSince);
    const { kind, spotifyId } = reading;
    if (quick.fresh || quick.tracking) {
      const start = { started: quick.started, snapshotTaken: false, renamed: quick.renamed };
      if (quick.renamed) this.changes.report({ changed: 'item', kind, spotifyId });
      else if (quick.started)
        this.changes.report({ changed: 'tracked', userId, kind, summary: this.summary(quick, reading, now) });
      return start;
    }
    const { started, fresh, summary } = await this.startWithSnapshot(userId, reading, now, freshSince);
    const start = { started, snapshotTaken: started && !fresh, renamed: quick.renamed };
    if (start.snapshotTaken && !start.renamed && summary && kind !== 'playlist')
      this.changes.report({
        changed: 'first-tracker',
        userId,
        kind,
        summary: this.summary(summary, reading, now),
      });
    else if (start.snapshotTaken || start.renamed) this.changes.report({ changed: 'item', kind, spotifyId });
    else if (start.started) this.changes.report({ changed: 'tracking', userId, kind });
    return start;
  }

  private summary(row: StoredListRow, reading: ItemReading, now: Date): ItemSummary {
    return summaryOf({ ...row, name: reading.name, extra: reading.extra, tracked_at: now });
  }

  private async quickStart(
    userId: number,
    reading: ItemReading,
    now: Date,
    freshSince: Date,
  ): Promise<QuickStartRow> {
    const extra = JSON.stringify(reading.extra);
    const result = await sql<QuickStartRow>`
      with known as (
        select id, name, extra from tracked_items
        where kind = ${reading.kind} and spotify_id = ${reading.spotifyId}
      ), upserted as (
        insert into tracked_items (kind, spotify_id, name, extra, created_at)
        values (${reading.kind}, ${reading.spotifyId}, ${reading.name}, ${extra}, ${now})
        on conflict (kind, spotify_id) do update set name = excluded.name, extra = excluded.extra
          where tracked_items.name is distinct from excluded.name or tracked_items.extra is distinct from excluded.extra
        returning id
      ), item as (
        select id from upserted union all select id from known where not exists (select 1 from upserted)
      ), recent as (
        select item.id, exists (select 1 from item_snapshots s
          where s.item_id = item.id and s.checked_at > ${freshSince}) as fresh
        from item
      ), tracker as (
        insert into user_tracking (user_id, item_id, created_at)
        select ${userId}, recent.id, ${now} from recent where recent.fresh
        on conflict (user_id, item_id) do nothing
        returning item_id
      )
      select recent.id, ${reading.spotifyId}::text as spotify_id,
        exists (select 1 from tracker) as started,
        exists (select 1 from user_tracking ut where ut.user_id = ${userId} and ut.item_id = recent.id) as tracking,
        recent.fresh,
        exists (select 1 from known
          where known.name is distinct from ${reading.name} or known.extra is distinct from ${extra}::jsonb) as renamed,
        ${SUMMARY_COLUMNS}
      from recent left join item_summaries u on u.item_id = recent.id`.execute(this.db);
    return result.rows[0]!;
  }

  /**
   * Adds the tracker and, unless another start took one meanwhile, the snapshot, all or nothing; when
   * nobody else tracks the item, also the user's new list row (no other list shows the item).
   */
  private startWithSnapshot(
    userId: number,
    reading: ItemReading,
    now: Date,
    freshSince: Date,
  ): Promise<SnapshotStart> {
    return this.db.transaction().execute(async (trx) => {
      const result = await sql<StartRow>`
        with item as (
          select id from tracked_items where kind = ${reading.kind} and spotify_id = ${reading.spotifyId}
        ), tracker as (
          insert into user_tracking (user_id, item_id, created_at)
          select ${userId}, id, ${now} from item
          on conflict (user_id, item_id) do nothing
          returning item_id
        )
        select item.id,
          exists (select 1 from tracker) as started,
          exists (select 1 from item_snapshots s where s.item_id = item.id and s.checked_at > ${freshSince}) as fresh,
          exists (select 1 from user_tracking ut where ut.item_id = item.id and ut.user_id <> ${userId}) as shared
        from item`.execute(trx);
      const row = result.rows[0]!;
      if (!row.started || row.fresh) return { ...row, summary: null };
      const stored = { name: reading.name, extra: reading.extra };
      await writeSnapshotsIn(trx, null, [{ itemId: row.id, checkedAt: now, reading, stored }]);
      if (row.shared) return { ...row, summary: null };
      const summary = await sql<StoredListRow>`
        select i.id, i.spotify_id, ${SUMMARY_COLUMNS}
        from tracked_items i left join item_summaries u on u.item_id = i.id
        where i.id = ${row.id}`.execute(trx);
      return { ...row, summary: summary.rows[0] ?? null };
    });
  }
}
