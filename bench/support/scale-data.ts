// The scale benchmark's data, generated in SQL: N tracked items (artists, tracks, playlists in turn)
// with a year of daily snapshots, written day after day as refresh cycles write them (so one item's
// year is spread over the table as in a real deployment). The snapshot indexes are dropped during
// the load and rebuilt after, from their own definitions.
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { DB } from '@server/db/schema';
import { refreshItemSummaries } from '@server/tracking/adapters/item-summaries-sql';

/** Days of daily snapshots per item (`SCALE_DAYS`, default a year). */
export const SCALE_DAYS = Number(process.env.SCALE_DAYS ?? 365);
export const SCALE_START = new Date('2025-06-01T04:00:00Z');
const DAY_MS = 86_400_000;

export interface GeneratedScale {
  readonly items: number;
  readonly snapshots: number;
  readonly loadSeconds: number;
  readonly indexSeconds: number;
  readonly vacuumSeconds: number;
}

/** The Spotify-shaped id (22 characters) of generated item `n`. */
export const scaleSpotifyId = (n: number) => `sc${String(n).padStart(20, '0')}`;
/** Generated item `n`'s kind: artists, tracks and playlists in turn. */
export const scaleKind = (n: number) => (['artist', 'track', 'playlist'] as const)[n % 3]!;

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Fills a migrated, empty database; `trackers` are user ids that track every item. */
export async function generateScale(
  client: pg.Client,
  items: number,
  trackers: readonly number[],
  log: (line: string) => void,
): Promise<GeneratedScale> {
  await client.query("SET maintenance_work_mem = '1GB'");
  // Bulk load: no per-row foreign-key triggers (the generated rows are consistent by construction).
  await client.query('SET session_replication_role = replica');
  const created = new Date(SCALE_START.getTime() - DAY_MS);
  await client.query(
    `INSERT INTO tracked_items (kind, spotify_id, name, extra, created_at)
     SELECT (ARRAY['artist','track','playlist'])[1 + n % 3], 'sc' || lpad(n::text, 20, '0'),
            'Scale ' || (ARRAY['artist','track','playlist'])[1 + n % 3] || ' ' || n,
            CASE WHEN n % 3 = 1 THEN jsonb_build_object('artist_names', 'Scale Artist ' || n % 997) ELSE '{}'::jsonb END,
            $2
     FROM generate_series(1, $1::int) n ORDER BY n`,
    [items, created],
  );
  for (const userId of trackers) {
    await client.query(
      'INSERT INTO user_tracking (user_id, item_id, created_at) SELECT $1, id, $2 FROM tracked_items',
      [userId, created],
    );
  }
  await client.query(
    `INSERT INTO refresh_cycles (started_at, finished_at, items, snapshots, failures, notified_at)
     SELECT $1::timestamptz + d * interval '1 day', $1::timestamptz + d * interval '1 day' + interval '20 minutes',
            $2, $2, 0, $1::timestamptz + d * interval '1 day' + interval '21 minutes'
     FROM generate_series(0, $3::int - 1) d ORDER BY d`,
    [SCALE_START, items, SCALE_DAYS],
  );
  const rebuild = await dropSnapshotIndexes(client);
  const loading = performance.now();
  const cycles = await client.query<{ id: number; started_at: Date }>(
    'SELECT id, started_at FROM refresh_cycles ORDER BY started_at',
  );
  for (const [day, cycle] of cycles.rows.entries()) {
    // Followers grow from a per-item base with a per-item daily step and a weekly wobble;
    // popularity drifts within 0-100; playlists carry a track count and a snapshot id.
    await client.query(
      `INSERT INTO item_snapshots (item_id, cycle_id, checked_at, followers, popularity, track_count, snapshot_id)
       SELECT t.id, $1, $2::timestamptz + (t.id % 600) * interval '1 second',
              CASE WHEN t.kind <> 'track' THEN 500 + (t.id::bigint * 7919) % 250000 + $3 * (t.id % 40) + ($3 % 7) * (t.id % 5) END,
              CASE WHEN t.kind <> 'playlist' THEN ((t.id * 31 + $3 / 9) % 101)::smallint END,
              CASE WHEN t.kind = 'playlist' THEN 20 + (t.id + $3 / 30) % 80 END,
              CASE WHEN t.kind = 'playlist' THEN 'snap' || t.id || '-' || $3 / 30 END
       FROM tracked_items t ORDER BY t.id`,
      [cycle.id, cycle.started_at, day],
    );
    if ((day + 1) % 73 === 0)
      log(`  … ${day + 1} of ${SCALE_DAYS} days written (${seconds(loading).toFixed(0)} s)`);
  }
  const loadSeconds = seconds(loading);
  const indexing = performance.now();
  for (const statement of rebuild) await client.query(statement);
  const indexSeconds = seconds(indexing);
  await client.query('SET session_replication_role = origin');
  const vacuuming = performance.now();
  // What autovacuum does on a live deployment: statistics, and the visibility map for index-only scans.
  await client.query('VACUUM (ANALYZE) item_snapshots');
  await client.query('VACUUM (ANALYZE) tracked_items');
  await client.query('VACUUM (ANALYZE) user_tracking');
  await client.query('VACUUM (ANALYZE) refresh_cycles');
  return {
    items,
    snapshots: items * SCALE_DAYS,
    loadSeconds,
    indexSeconds,
    vacuumSeconds: seconds(vacuuming),
  };
}

const SUMMARY_BATCH = 500;

/**
 * Writes every generated item's dashboard row (item_summaries, which the lists read since migration
 * 044) with the SQL a snapshot write runs, a batch of items at a time, verdicts included.
 */
export async function fillItemSummaries(
  db: Kysely<DB>,
  items: number,
  log: (line: string) => void,
): Promise<number> {
  const started = performance.now();
  for (let first = 1; first <= items; first += SUMMARY_BATCH) {
    const ids = Array.from({ length: Math.min(SUMMARY_BATCH, items - first + 1) }, (_, i) => first + i);
    await refreshItemSummaries(db, ids);
    const done = first + ids.length - 1;
    if (done % (SUMMARY_BATCH * 20) === 0)
      log(`  … ${done} item summaries written (${seconds(started).toFixed(0)} s)`);
  }
  await sql`VACUUM (ANALYZE) item_summaries`.execute(db);
  return seconds(started);
}

/**
 * The quick way at a million items (`SCALE_SUMMARIES=set-based`): items `first`.. get their
 * item_summaries row in one set-based statement from their latest snapshot (the row count and width
 * of a real table: a month of sparkline; the change and window figures are not recomputed), where
 * fillItemSummaries' adapter SQL takes about 2 ms an item on 2 shared cores.
 */
export async function fillItemSummariesSetBased(db: Kysely<DB>, first: number): Promise<number> {
  const started = performance.now();
  await sql`
    INSERT INTO item_summaries (item_id, checked_at, followers, popularity, track_count, followers_change,
      popularity_change, followers_7d, followers_30d, popularity_7d, popularity_30d, sparkline)
    SELECT s.item_id, s.checked_at, s.followers, s.popularity, s.track_count, 0, 0, s.followers, s.followers,
      s.popularity, s.popularity,
      (SELECT jsonb_agg(coalesce(s.followers, s.popularity) + d) FROM generate_series(1, 30) d)
    FROM item_snapshots s
    WHERE s.cycle_id = (SELECT max(id) FROM refresh_cycles) AND s.item_id >= ${first}`.execute(db);
  await sql`VACUUM (ANALYZE) item_summaries`.execute(db);
  return seconds(started);
}

/** Drops every index of item_snapshots (constraints included); answers the statements that rebuild them. */
async function dropSnapshotIndexes(client: pg.Client): Promise<string[]> {
  const constraints = await client.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = 'item_snapshots'::regclass AND contype IN ('p', 'u')`,
  );
  const indexes = await client.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = 'item_snapshots'::regclass
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  for (const { name } of constraints.rows)
    await client.query(`ALTER TABLE item_snapshots DROP CONSTRAINT ${quote(name)}`);
  for (const { name } of indexes.rows) await client.query(`DROP INDEX ${quote(name)}`);
  return [
    ...constraints.rows.map(
      ({ name, definition }) => `ALTER TABLE item_snapshots ADD CONSTRAINT ${quote(name)} ${definition}`,
    ),
    ...indexes.rows.map(({ definition }) => definition),
  ];
}
