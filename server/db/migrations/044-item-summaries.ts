import { type Kysely, sql } from 'kysely';
import { analyzeFollowerChart } from '@domain/analytics';

// One row per tracked item with everything its dashboard row draws, rewritten by every snapshot
// write in the same transaction: a list costs one indexed read, however long the histories grow.
// Filled here from the snapshots already recorded.
const create = `CREATE TABLE item_summaries (
  item_id integer PRIMARY KEY REFERENCES tracked_items(id) ON DELETE CASCADE,
  checked_at timestamptz NOT NULL,
  followers integer,
  popularity smallint,
  track_count integer,
  followers_change integer,
  popularity_change smallint,
  followers_7d integer,
  followers_28d integer,
  popularity_7d smallint,
  popularity_28d smallint,
  sparkline jsonb NOT NULL DEFAULT '[]'::jsonb,
  verdict text,
  confidence text
)`;

const fill = `
  INSERT INTO item_summaries (item_id, checked_at, followers, popularity, track_count, followers_change,
    popularity_change, followers_7d, followers_28d, popularity_7d, popularity_28d, sparkline)
  SELECT t.id, l.checked_at, l.followers, l.popularity, l.track_count,
    (SELECT max(x.value) FILTER (WHERE x.n = 1) - max(x.value) FILTER (WHERE x.n = 2) FROM (
      SELECT s.followers AS value, row_number() OVER (ORDER BY s.checked_at DESC) AS n FROM item_snapshots s
      WHERE s.item_id = t.id AND s.followers IS NOT NULL ORDER BY s.checked_at DESC LIMIT 2) x),
    (SELECT max(x.value) FILTER (WHERE x.n = 1) - max(x.value) FILTER (WHERE x.n = 2) FROM (
      SELECT s.popularity AS value, row_number() OVER (ORDER BY s.checked_at DESC) AS n FROM item_snapshots s
      WHERE s.item_id = t.id AND s.popularity IS NOT NULL ORDER BY s.checked_at DESC LIMIT 2) x),
    (SELECT s.followers FROM item_snapshots s WHERE s.item_id = t.id AND s.followers IS NOT NULL
      AND s.checked_at <= l.checked_at - interval '7 days' ORDER BY s.checked_at DESC LIMIT 1),
    (SELECT s.followers FROM item_snapshots s WHERE s.item_id = t.id AND s.followers IS NOT NULL
      AND s.checked_at <= l.checked_at - interval '28 days' ORDER BY s.checked_at DESC LIMIT 1),
    (SELECT s.popularity FROM item_snapshots s WHERE s.item_id = t.id AND s.popularity IS NOT NULL
      AND s.checked_at <= l.checked_at - interval '7 days' ORDER BY s.checked_at DESC LIMIT 1),
    (SELECT s.popularity FROM item_snapshots s WHERE s.item_id = t.id AND s.popularity IS NOT NULL
      AND s.checked_at <= l.checked_at - interval '28 days' ORDER BY s.checked_at DESC LIMIT 1),
    coalesce((
      SELECT jsonb_agg(d.value ORDER BY d.day) FROM (
        SELECT DISTINCT ON (date_trunc('day', s.checked_at AT TIME ZONE 'UTC'))
          date_trunc('day', s.checked_at AT TIME ZONE 'UTC') AS day,
          CASE WHEN t.kind = 'track' THEN s.popularity ELSE s.followers END AS value
        FROM item_snapshots s
        WHERE s.item_id = t.id AND s.checked_at > l.checked_at - interval '31 days'
          AND s.checked_at AT TIME ZONE 'UTC' >= date_trunc('day', l.checked_at AT TIME ZONE 'UTC') - interval '29 days'
          AND (CASE WHEN t.kind = 'track' THEN s.popularity ELSE s.followers END) IS NOT NULL
        ORDER BY date_trunc('day', s.checked_at AT TIME ZONE 'UTC'), s.checked_at DESC
      ) d), '[]'::jsonb)
  FROM tracked_items t
  JOIN LATERAL (
    SELECT checked_at, followers, popularity, track_count FROM item_snapshots
    WHERE item_id = t.id ORDER BY checked_at DESC LIMIT 1
  ) l ON true`;

interface FollowerRow {
  item_id: number;
  checked_at: Date | string;
  followers: number;
}

/**
 * Each playlist's bot-check verdict over its follower history, one playlist at a time (curation churn
 * joins at the playlist's next reading, which rewrites the row).
 */
async function fillVerdicts(db: Kysely<unknown>): Promise<void> {
  const playlists = await sql<{ id: number }>`
    SELECT t.id FROM tracked_items t JOIN item_summaries u ON u.item_id = t.id WHERE t.kind = 'playlist'`.execute(
    db,
  );
  for (const { id } of playlists.rows) {
    const points = await sql<FollowerRow>`
      SELECT item_id, checked_at, followers FROM item_snapshots
      WHERE item_id = ${id} AND followers IS NOT NULL ORDER BY checked_at`.execute(db);
    const series = points.rows.map((row) => ({
      checked_at: new Date(row.checked_at).toISOString(),
      followers: row.followers,
    }));
    const { verdict, confidence } = analyzeFollowerChart(series);
    await sql`UPDATE item_summaries SET verdict = ${verdict}, confidence = ${confidence} WHERE item_id = ${id}`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(create).execute(db);
  await sql.raw(fill).execute(db);
  await fillVerdicts(db);
}
