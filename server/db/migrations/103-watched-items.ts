import { type Kysely, sql } from 'kysely';

// Watching what people open (docs/configuration.md#watching-what-people-open): an opened item is a
// shared tracked_items row (so its readings are the same history tracking keeps) with a watched_items
// row while its window lasts. A cycle claims the watched items it will read (`claimed_cycle`) when it
// opens, within the day's budget, counted per UTC day in watched_reading_days. watch_settings holds
// the admin's pause (one row).
const statements = [
  `CREATE TABLE watched_items (
    item_id integer PRIMARY KEY REFERENCES tracked_items(id) ON DELETE CASCADE,
    first_opened timestamptz NOT NULL,
    last_opened timestamptz NOT NULL,
    days_opened integer NOT NULL DEFAULT 1,
    last_read timestamptz,
    readings integer NOT NULL DEFAULT 0,
    claimed_cycle integer
  )`,
  'CREATE INDEX watched_items_last_opened_idx ON watched_items (last_opened)',
  'CREATE INDEX watched_items_claimed_cycle_idx ON watched_items (claimed_cycle)',
  `CREATE TABLE watched_reading_days (
    day date PRIMARY KEY,
    readings integer NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE watch_settings (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    paused boolean NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['watch_settings', 'watched_reading_days', 'watched_items'])
    await sql.raw(`DROP TABLE ${table}`).execute(db);
}
