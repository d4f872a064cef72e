// Retention thinning in SQL, set-based, grouping as domain retentionGroup does: per item, each week
// (Monday-started, UTC, cut at month starts) ended a year ago keeps its last reading, each month
// ended three years ago its last. Shared by tracking's periodic job and migration 081.
import { type Kysely, sql } from 'kysely';
import type { RetentionBoundaries } from '@domain/tracking';

/** Items per DELETE: each statement touches a few hundred thousand index entries at most. */
export const THINNING_BATCH_ITEMS = 2_000;

/** The readings a run examines: all older than a year, or (after a run) only what crossed a boundary. */
export type ThinningWindow = 'all' | RetentionBoundaries;

const monthStart = (instant: Date) => new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1));

/**
 * The readings whose group may have ended since the run whose boundaries `window` holds: those from
 * the start of the month each boundary was in then (groups never cross a month start: each is whole).
 */
function windowCondition(window: ThinningWindow, now: RetentionBoundaries) {
  if (window === 'all') return sql`s.checked_at < ${now.weeklyBefore}`;
  return sql`((s.checked_at >= ${monthStart(window.weeklyBefore)} and s.checked_at < ${now.weeklyBefore})
    or (s.checked_at >= ${monthStart(window.monthlyBefore)} and s.checked_at < ${now.monthlyBefore}))`;
}

/** Deletes the readings retention drops among items `first`..`last`; answers how many. */
export async function thinItemRange(
  db: Kysely<unknown>,
  first: number,
  last: number,
  boundaries: RetentionBoundaries,
  window: ThinningWindow,
): Promise<number> {
  const weekly = sql`(${boundaries.weeklyBefore}::timestamptz at time zone 'UTC')`;
  const monthly = sql`(${boundaries.monthlyBefore}::timestamptz at time zone 'UTC')`;
  const result = await sql`
    delete from item_snapshots d using (
      select row_id from (
        select row_id, row_number() over (partition by item_id, grp order by checked_at desc) as rank
        from (
          select row_id, item_id, checked_at,
            case when month_start + interval '1 month' <= ${monthly} then 'm' || month_start::text
              when least(week_start + interval '7 days', month_start + interval '1 month') <= ${weekly}
                then 'w' || week_start::text end as grp
          from (
            select s.ctid as row_id, s.item_id, s.checked_at,
              date_trunc('month', s.checked_at at time zone 'UTC') as month_start,
              greatest(date_trunc('week', s.checked_at at time zone 'UTC'),
                date_trunc('month', s.checked_at at time zone 'UTC')) as week_start
            from item_snapshots s
            where s.item_id between ${first} and ${last} and ${windowCondition(window, boundaries)}
          ) dated
        ) grouped where grp is not null
      ) ranked where rank > 1
    ) doomed where d.ctid = doomed.row_id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Thins every item, a batch of ids per statement; answers the readings deleted. */
export async function thinAllItems(
  db: Kysely<unknown>,
  boundaries: RetentionBoundaries,
  window: ThinningWindow,
): Promise<number> {
  const { rows } = await sql<{ last: number | null }>`select max(id) as last from tracked_items`.execute(db);
  const lastId = rows[0]?.last ?? 0;
  let deleted = 0;
  for (let first = 1; first <= lastId; first += THINNING_BATCH_ITEMS)
    deleted += await thinItemRange(db, first, first + THINNING_BATCH_ITEMS - 1, boundaries, window);
  return deleted;
}
