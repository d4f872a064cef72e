import { type Kysely, sql } from 'kysely';

// Items are shared: one row per (kind, spotify_id) however many users track it.
const statements = [
  `CREATE TABLE tracked_items (
    id serial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('artist', 'track', 'playlist')),
    spotify_id text NOT NULL,
    name text NOT NULL,
    extra jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at timestamptz NOT NULL,
    UNIQUE (kind, spotify_id)
  )`,
  `CREATE TABLE user_tracking (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    item_id integer NOT NULL REFERENCES tracked_items(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, item_id)
  )`,
  'CREATE INDEX user_tracking_item_idx ON user_tracking (item_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
