import { type Kysely, type RawBuilder, sql } from 'kysely';
import { GRADING_VERSION, gradePlaylist } from '@domain/analytics';
import type { DB } from '../../db/schema';
import { nextTurn } from '../../platform/next-turn';
import { readPlaylistGradeInputs } from './playlist-grade-inputs-sql';

/** Days of daily values the dashboard's sparkline draws. */
export const SPARKLINE_DAYS = 30;

/**
 * Every figure of one item's dashboard row, from its snapshots, for the items `where` selects (`t`
 * is `tracked_items`): the latest reading; the change of each count since the known value before
 * the last known one; the latest known value at least 7 and 30 days older than the latest reading
 * (the windows' baselines); and the last value of each UTC day of the last 30 days, oldest first
 * (followers, or popularity for tracks). Each part is an index range on (item_id, checked_at).
 */
export function summarySelect(where: RawBuilder<unknown>): RawBuilder<unknown> {
  const known = (column: string) => sql.raw(column);
  const lastTwo = (column: string) => sql`(
    select max(x.value) filter (where x.n = 1) - max(x.value) filter (where x.n = 2) from (
      select s.${known(column)} as value, row_number() over (order by s.checked_at desc) as n
      from item_snapshots s where s.item_id = t.id and s.${known(column)} is not null
      order by s.checked_at desc limit 2) x)`;
  const olderBy = (column: string, days: number) => sql`(
    select s.${known(column)} from item_snapshots s
    where s.item_id = t.id and s.${known(column)} is not null
      and s.checked_at <= l.checked_at - ${sql.raw(`interval '${days} days'`)}
    order by s.checked_at desc limit 1)`;
  return sql`
    select t.id as item_id, l.checked_at, l.followers, l.popularity, l.track_count,
      ${lastTwo('followers')} as followers_change,
      ${lastTwo('popularity')} as popularity_change,
      ${olderBy('followers', 7)} as followers_7d,
      ${olderBy('followers', 30)} as followers_30d,
      ${olderBy('popularity', 7)} as popularity_7d,
      ${olderBy('popularity', 30)} as popularity_30d,
      coalesce((
        select jsonb_agg(d.value order by d.day) from (
          select distinct on (date_trunc('day', s.checked_at at time zone 'UTC'))
            date_trunc('day', s.checked_at at time zone 'UTC') as day,
            case when t.kind = 'track' then s.popularity else s.followers end as value
          from item_snapshots s
          where s.item_id = t.id
            and s.checked_at > l.checked_at - ${sql.raw(`interval '${SPARKLINE_DAYS + 1} days'`)}
            and s.checked_at at time zone 'UTC' >= date_trunc('day', l.checked_at at time zone 'UTC')
              - ${sql.raw(`interval '${SPARKLINE_DAYS - 1} days'`)}
            and (case when t.kind = 'track' then s.popularity else s.followers end) is not null
          order by date_trunc('day', s.checked_at at time zone 'UTC'), s.checked_at desc
        ) d), '[]'::jsonb) as sparkline
    from tracked_items t
    join lateral (
      select checked_at, followers, popularity, track_count from item_snapshots
      where item_id = t.id order by checked_at desc limit 1
    ) l on true
    where ${where}`;
}

const COLUMNS = [
  'checked_at',
  'followers',
  'popularity',
  'track_count',
  'followers_change',
  'popularity_change',
  'followers_7d',
  'followers_30d',
  'popularity_7d',
  'popularity_30d',
  'sparkline',
];

/**
 * Recomputes the summaries of the given items (in the caller's transaction), and the verdicts of
 * `playlistIds` among them: only playlists carry a grade, and grading one reads its whole history.
 */
export async function refreshItemSummaries(
  db: Kysely<DB>,
  itemIds: readonly number[],
  playlistIds: readonly number[] = itemIds,
): Promise<void> {
  if (itemIds.length === 0) return;
  const ids = sql.join(itemIds.map((id) => sql`${id}::integer`));
  const updates = sql.raw(COLUMNS.map((column) => `${column} = excluded.${column}`).join(', '));
  await sql`
    insert into item_summaries (item_id, ${sql.raw(COLUMNS.join(', '))})
    ${summarySelect(sql`t.id in (${ids})`)}
    on conflict (item_id) do update set ${updates}`.execute(db);
  if (playlistIds.length > 0) await refreshPlaylistVerdicts(db, playlistIds);
}

/** A write's own grading goes on without a pause: its transaction holds the embedded database meanwhile. */
const atOnce = async () => undefined;

/**
 * The bot check of each playlist among `itemIds`, graded as its page grades it (gradePlaylist), once
 * per write. Tracks' writes re-grade the playlists carrying them once per cycle, after it
 * (regradePlaylistsCarrying): not in every write's transaction.
 */
async function refreshPlaylistVerdicts(
  db: Kysely<DB>,
  itemIds: readonly number[],
  between: () => Promise<void> = atOnce,
): Promise<void> {
  const ids = sql.join(itemIds.map((id) => sql`${id}::integer`));
  const records = await readPlaylistGradeInputs(db, sql`t.id in (${ids})`);
  if (records.size === 0) return;
  const graded: RawBuilder<unknown>[] = [];
  for (const [id, { input }] of records) {
    // A year of counts takes a millisecond or more to grade: a re-grade at start lets requests go between two.
    await between();
    const { verdict, confidence } = gradePlaylist(input);
    graded.push(sql`(${id}::integer, ${verdict}::text, ${confidence}::text)`);
  }
  const values = sql.join(graded);
  await sql`update item_summaries u
    set verdict = v.verdict, confidence = v.confidence, grading_version = ${GRADING_VERSION}::integer
    from (values ${values}) as v(item_id, verdict, confidence) where u.item_id = v.item_id`.execute(db);
}

/**
 * Playlists re-graded per statement batch: a few dozen years of counts in memory at once, so a re-grade
 * of every playlist at start leaves the API process's garbage young and its requests unhurried.
 */
const REGRADE_BATCH = 50;

/**
 * Re-grades the playlists carrying a track read in the cycle (their grade weighs its popularity), in
 * batches, each in its own transaction. Answers how many it re-graded.
 */
export async function regradePlaylistsCarrying(
  db: Kysely<DB>,
  cycleId: number,
  batchSize = REGRADE_BATCH,
): Promise<number> {
  const rows = await sql<{ item_id: number }>`
    select distinct m.item_id from item_snapshots s
    join tracked_items tr on tr.id = s.item_id and tr.kind = 'track'
    join playlist_memberships m on m.track_spotify_id = tr.spotify_id
    where s.cycle_id = ${cycleId}
    order by m.item_id`.execute(db);
  const ids = rows.rows.map((row) => row.item_id);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    await db.transaction().execute((trx) => refreshPlaylistVerdicts(trx, batch));
  }
  return ids.length;
}

/**
 * Re-grades every stored playlist grade computed under another GRADING_VERSION (or before versions
 * were stored), in batches by item id, each batch in its own short transaction: rows written
 * meanwhile by a snapshot write are simply graded again. It awaits `between` before each playlist
 * it grades (the API's requests go there). Answers how many playlists it re-graded.
 */
export async function regradeStaleSummaries(
  db: Kysely<DB>,
  batchSize = REGRADE_BATCH,
  between: () => Promise<void> = nextTurn,
): Promise<number> {
  let after = 0;
  let regraded = 0;
  for (;;) {
    const stale = await db
      .selectFrom('item_summaries as u')
      .innerJoin('tracked_items as t', 't.id', 'u.item_id')
      .select('u.item_id')
      .where('t.kind', '=', 'playlist')
      .where('u.item_id', '>', after)
      .where((eb) =>
        eb.or([eb('u.grading_version', 'is', null), eb('u.grading_version', '!=', GRADING_VERSION)]),
      )
      .orderBy('u.item_id')
      .limit(batchSize)
      .execute();
    if (stale.length === 0) return regraded;
    const ids = stale.map((row) => row.item_id);
    await db.transaction().execute((trx) => refreshPlaylistVerdicts(trx, ids, between));
    regraded += ids.length;
    after = ids[ids.length - 1]!;
  }
}
