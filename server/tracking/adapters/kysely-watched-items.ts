import { type Kysely, sql } from 'kysely';
import type { TrackedKind, WatchedItemRow } from '@domain/tracking';
import type { DB } from '../../db/schema';
import {
  type TimedOpen,
  type TrackingChanges,
  UNHEARD_CHANGES,
  type WatchedItems,
  type WatchOverviewRows,
} from '../ports';

/** `YYYY-MM-DD` of `at`, UTC: the day the readings budget counts. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Watching what people open, in `watched_items` beside the shared `tracked_items` (migration 103). */
export class KyselyWatchedItems implements WatchedItems {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: TrackingChanges = UNHEARD_CHANGES,
  ) {}

  async recordOpens(opens: readonly TimedOpen[], maxItems: number): Promise<void> {
    if (opens.length === 0) return;
    const items = sql.join(
      opens.map(
        ({ item, at }) =>
          sql`(${item.kind}, ${item.spotifyId}, ${item.name}, ${JSON.stringify(item.extra)}, ${at})`,
      ),
    );
    const opened = sql.join(
      opens.map(({ item, at }) => sql`(${item.kind}::text, ${item.spotifyId}::text, ${at}::timestamptz)`),
    );
    const { newOwners, unwatched } = await this.db.transaction().execute(async (trx) => {
      // A new item's row is made from the open; a known one keeps what its last reading stored.
      const made = await sql<{ owner_id: string | null }>`
        insert into tracked_items (kind, spotify_id, name, extra, created_at) values ${items}
        on conflict (kind, spotify_id) do nothing
        returning (case when kind = 'playlist' then extra ->> 'owner_id' end) as owner_id`.execute(trx);
      await sql`
        insert into watched_items (item_id, first_opened, last_opened)
        select t.id, o.opened_at, o.opened_at
        from (values ${opened}) as o (kind, spotify_id, opened_at)
        join tracked_items t on t.kind = o.kind and t.spotify_id = o.spotify_id
        where not exists (select 1 from user_tracking ut where ut.item_id = t.id)
        on conflict (item_id) do update set
          last_opened = greatest(watched_items.last_opened, excluded.last_opened),
          days_opened = watched_items.days_opened
            + (case when (watched_items.last_opened at time zone 'UTC')::date
                 < (excluded.last_opened at time zone 'UTC')::date then 1 else 0 end)`.execute(trx);
      const pruned = await sql<{ kind: TrackedKind; spotify_id: string }>`
        delete from watched_items w using tracked_items t
        where t.id = w.item_id and w.item_id in (
          select item_id from watched_items order by last_opened desc, item_id desc offset ${maxItems})
        returning t.kind, t.spotify_id`.execute(trx);
      return {
        newOwners: made.rows.flatMap((row) => (row.owner_id ? [row.owner_id] : [])),
        unwatched: pruned.rows.map((row) => ({ kind: row.kind, spotifyId: row.spotify_id })),
      };
    });
    const watched = opens.map(({ item }) => ({ kind: item.kind, spotifyId: item.spotifyId }));
    this.changes.report({ changed: 'watched', items: [...watched, ...unwatched] });
    if (newOwners.length > 0)
      this.changes.report({ changed: 'new-playlists', ownerIds: [...new Set(newOwners)] });
  }

  async overview(now: Date, limit: number): Promise<WatchOverviewRows> {
    const today = utcDay(now);
    const monthStart = `${today.slice(0, 7)}-01`;
    const [rows, counts] = await Promise.all([
      sql<{
        kind: TrackedKind;
        spotify_id: string;
        name: string;
        first_opened: Date;
        last_opened: Date;
        days_opened: number;
        readings: number;
        last_read: Date | null;
      }>`
        select t.kind, t.spotify_id, t.name, w.first_opened, w.last_opened, w.days_opened, w.readings, w.last_read
        from watched_items w join tracked_items t on t.id = w.item_id
        order by w.last_opened desc, w.item_id desc
        limit ${limit}`.execute(this.db),
      sql<{ total: number | string; today: number | string | null; month: number | string | null }>`
        select (select count(*) from watched_items) as total,
          (select sum(readings) from watched_reading_days where day = ${today}::date) as today,
          (select sum(readings) from watched_reading_days where day >= ${monthStart}::date
            and day <= ${today}::date) as month`.execute(this.db),
    ]);
    const count = counts.rows[0];
    const iso = (at: Date) => new Date(at).toISOString();
    const items: WatchedItemRow[] = rows.rows.map((row) => ({
      kind: row.kind,
      id: row.spotify_id,
      name: row.name,
      first_opened: iso(row.first_opened),
      last_opened: iso(row.last_opened),
      days_opened: row.days_opened,
      readings: row.readings,
      last_read: row.last_read === null ? null : iso(row.last_read),
    }));
    return {
      items,
      total: Number(count?.total ?? 0),
      readingsToday: Number(count?.today ?? 0),
      readingsThisMonth: Number(count?.month ?? 0),
    };
  }

  async paused(): Promise<boolean> {
    const row = await this.db.selectFrom('watch_settings').select('paused').executeTakeFirst();
    return row?.paused ?? false;
  }

  async setPaused(paused: boolean, now: Date): Promise<void> {
    await this.db
      .insertInto('watch_settings')
      .values({ id: true, paused, updated_at: now })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ paused, updated_at: now }))
      .execute();
  }
}

/** What a cycle may read of watched items: the operator's budget (docs/configuration.md). */
export interface WatchReadingBudget {
  readonly readingsPerDay: number;
  readonly windowDays: number;
}

/** Watched items are read at most once within this span: one reading a day, whatever the interval. */
const READ_AGAIN_AFTER_MS = 20 * 3_600_000;

/**
 * Claims for a new cycle the watched items it will read: those opened within the window, not read
 * within the day, no member tracks, most recently opened first, as many as the day's readings budget
 * has left (unless the admin paused watching); the claimed readings count against the day at once.
 * Items whose window ended stop being watched here. Answers how many were claimed.
 */
export async function claimWatchedReadings(
  db: Kysely<DB>,
  cycleId: number,
  now: Date,
  budget: WatchReadingBudget,
): Promise<number> {
  const windowStart = new Date(now.getTime() - budget.windowDays * 86_400_000);
  const readBefore = new Date(now.getTime() - READ_AGAIN_AFTER_MS);
  const today = utcDay(now);
  return db.transaction().execute(async (trx) => {
    await sql`delete from watched_items where last_opened < ${windowStart}`.execute(trx);
    const claimed = await sql<{ claimed: number | string }>`
      with remaining as (
        select greatest(0, ${budget.readingsPerDay}
          - coalesce((select readings from watched_reading_days where day = ${today}::date), 0)) as n
      ), picked as (
        select w.item_id from watched_items w
        where (w.last_read is null or w.last_read < ${readBefore})
          and not exists (select 1 from user_tracking ut where ut.item_id = w.item_id)
          and not coalesce((select paused from watch_settings), false)
        order by w.last_opened desc, w.item_id desc
        limit (select n from remaining)
      ), claimed as (
        update watched_items w set claimed_cycle = ${cycleId}, last_read = ${now}, readings = w.readings + 1
        from picked where w.item_id = picked.item_id
        returning w.item_id
      )
      select count(*) as claimed from claimed`.execute(trx);
    const count = Number(claimed.rows[0]?.claimed ?? 0);
    if (count > 0) {
      await sql`
        insert into watched_reading_days (day, readings) values (${today}::date, ${count})
        on conflict (day) do update set readings = watched_reading_days.readings + excluded.readings`.execute(
        trx,
      );
    }
    return count;
  });
}
