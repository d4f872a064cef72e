import { type Kysely, sql } from 'kysely';

// Membership as events: a row opens when a track is first seen on a playlist and closes
// (removed_at) when it disappears, so storage grows with change rather than with size × time.
const statements = [
  `CREATE TABLE playlist_memberships (
    item_id integer NOT NULL REFERENCES tracked_items(id) ON DELETE CASCADE,
    track_spotify_id text NOT NULL,
    added_at timestamptz,
    first_seen timestamptz NOT NULL,
    last_seen timestamptz NOT NULL,
    removed_at timestamptz
  )`,
  `CREATE UNIQUE INDEX playlist_memberships_open_idx
    ON playlist_memberships (item_id, track_spotify_id) WHERE removed_at IS NULL`,
  'CREATE INDEX playlist_memberships_item_idx ON playlist_memberships (item_id, first_seen)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
