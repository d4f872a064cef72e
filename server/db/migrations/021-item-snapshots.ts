import { type Kysely, sql } from 'kysely';

// Narrow numeric rows indexed by (item, checked_at). One snapshot per item per cycle: the unique
// (cycle_id, item_id) key makes a rerun of a half-done cycle write nothing twice and serves
// per-cycle lookups. Partitionable by month if it ever needs to be.
const statements = [
  `CREATE TABLE refresh_cycles (
    id serial PRIMARY KEY,
    started_at timestamptz NOT NULL,
    finished_at timestamptz,
    items integer NOT NULL DEFAULT 0,
    snapshots integer NOT NULL DEFAULT 0,
    failures integer NOT NULL DEFAULT 0,
    notified_at timestamptz
  )`,
  'CREATE UNIQUE INDEX refresh_cycles_one_open_idx ON refresh_cycles ((true)) WHERE finished_at IS NULL',
  `CREATE TABLE item_snapshots (
    item_id integer NOT NULL REFERENCES tracked_items(id) ON DELETE CASCADE,
    cycle_id integer REFERENCES refresh_cycles(id) ON DELETE SET NULL,
    checked_at timestamptz NOT NULL,
    followers integer,
    popularity smallint,
    track_count integer,
    snapshot_id text,
    UNIQUE (cycle_id, item_id)
  )`,
  'CREATE INDEX item_snapshots_item_checked_idx ON item_snapshots (item_id, checked_at)',
  `CREATE TABLE refresh_failures (
    cycle_id integer NOT NULL REFERENCES refresh_cycles(id) ON DELETE CASCADE,
    item_id integer NOT NULL REFERENCES tracked_items(id) ON DELETE CASCADE,
    attempts integer NOT NULL,
    last_error text NOT NULL,
    final boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (cycle_id, item_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
