import { type Kysely, sql } from 'kysely';

// One row per playlist: the analysis written today for its latest snapshot. A new day or a new
// snapshot misses, and the next write replaces the row, so the table never outgrows the playlists.
const statements = [
  `CREATE TABLE analysis_cache (
    playlist_spotify_id text PRIMARY KEY,
    day text NOT NULL,
    version text NOT NULL,
    markdown text NOT NULL,
    figures jsonb NOT NULL,
    created_at timestamptz NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
