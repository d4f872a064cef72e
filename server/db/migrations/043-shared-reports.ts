import { type Kysely, sql } from 'kysely';

// Share links of playlist reports (the analysis feature's): the token is the capability, the
// snapshot is the report's data frozen at creation. A deleted account takes its links with it.
const statements = [
  `CREATE TABLE shared_reports (
    token text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    playlist_spotify_id text NOT NULL,
    snapshot jsonb NOT NULL,
    created_at timestamptz NOT NULL
  )`,
  'CREATE INDEX shared_reports_owner_idx ON shared_reports (user_id, playlist_spotify_id, created_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE shared_reports').execute(db);
}
