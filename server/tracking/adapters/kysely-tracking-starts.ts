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
  /** The tracker went in (false: the user tracks the item already). */
  started: boolean;
  fresh: boolean;
  renamed: boolean;
}

/** The database refused the tracker (migration 104): the start's statement changed nothing. */
const OVER_CAP: TrackingStart = { started: false, snapshotTaken: false, renamed: false, overCap: true };

/** The item_summaries columns a user's list row is made of (besides the item's own). */
const SUMMARY_COLUMNS = sql.raw(
  'u.checked_at, u.followers, u.popularity, u.track_count, u.followers_change, u.popularity_change, ' +
    'u.followers_7d, u.followers_30d, u.popularity_7d, u.popularity_30d, u.sparkline, u.verdict, u.confidence',
);

/**
 * A start usually costs one statement, no transaction: it shares the item (renaming it only when
 * the reading's name or artists differ, so an unchanged item is not rewritten) and adds the tracker,
 * answering the item's summary row for the user's cached list. Only a start that needs a snapshot
 * (the item's first reading, or none within the hour) then writes it (with its stays and summary)
 * in a transaction of its own. What changed is reported once it is committed. The database holds the
 * account's cap (concurrent starts each counted the account under it): a start it refuses changes
 * nothing and says so.
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
    // No row: another start created the item while this statement ran (its snapshot could not see
    // it, and its insert met theirs); a second statement sees it.
    const quick =
      (await this.quickStart(userId, reading, now, freshSince)) ??
      (await this.quickStart(userId, reading, now, freshSince));
    if (!quick) throw new Error(`tracking start found no item ${reading.kind} ${reading.spotifyId}`);
    const { kind, spotifyId } = reading;
    if (quick.fresh || !quick.started) {
      const start = { started: quick.started, snapshotTaken: false, renamed: quick.renamed };
      if (quick.renamed) this.changes.report({ changed: 'item', kind, spotifyId });
      else if (quick.started)
        this.changes.report({ changed: 'tracked', userId, kind, summary: this.summary(quick, reading, now) });
      return start;
    }
    const { fresh, summary } = await this.snapshotForStart(quick.id, reading, now, freshSince);
    const start = { started: true, snapshotTaken: !fresh, renamed: quick.renamed };
    if (start.snapshotTaken && !start.renamed && summary && kind !== 'playlist')
      this.changes.report({
        changed: 'first-tracker',
        userId,
        kind,
        summary: this.summary(summary, reading, now),
      });
    else if (start.snapshotTaken || start.renamed) this.changes.report({ changed: 'item', kind, spotifyId });
    else this.changes.report({ changed: 'tracking', userId, kind });
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
  ): Promise<QuickStartRow | undefined> {
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
        select ${userId}, recent.id, ${now} from recent
        on conflict (user_id, item_id) do nothing
        returning item_id
      )
      select recent.id, ${reading.spotifyId}::text as spotify_id,
        exists (select 1 from tracker) as started,
        recent.fresh,
        exists (select 1 from known
          where known.name is distinct from ${reading.name} or known.extra is distinct from ${extra}::jsonb) as renamed,
        ${SUMMARY_COLUMNS}
      from recent left join item_summaries u on u.item_id = recent.id`.execute(this.db);
    return result.rows[0];
  }

  /**
   * The started item's snapshot, unless another start took one meanwhile, with its stays and summary
   * in one transaction; when nobody else tracks the item, also the user's new list row (no other list
   * shows the item). The tracker is in already (`quickStart`): the database's cap locks the account
   * only for that one statement, not for the snapshot's round trips (the account's other starts
   * would wait on them).
   */
  private snapshotForStart(
    itemId: number,
    reading: ItemReading,
    now: Date,
    freshSince: Date,
  ): Promise<{ fresh: boolean; summary: StoredListRow | null }> {
    return this.db.transaction().execute(async (trx) => {
      const result = await sql<{ fresh: boolean; shared: boolean }>`
        select
          exists (select 1 from item_snapshots s where s.item_id = ${itemId} and s.checked_at > ${freshSince}) as fresh,
          (select count(*) from user_tracking ut where ut.item_id = ${itemId}) > 1 as shared`.execute(trx);
      const { fresh, shared } = result.rows[0]!;
      if (fresh) return { fresh, summary: null };
      const stored = { name: reading.name, extra: reading.extra };
      await writeSnapshotsIn(trx, null, [{ itemId, checkedAt: now, reading, stored }]);
      if (shared) return { fresh, summary: null };
      const summary = await sql<StoredListRow>`
        select i.id, i.spotify_id, ${SUMMARY_COLUMNS}
        from tracked_items i left join item_summaries u on u.item_id = i.id
        where i.id = ${itemId}`.execute(trx);
      return { fresh, summary: summary.rows[0] ?? null };
    });
  }
}
