import { type Kysely, sql } from 'kysely';

// Spotify items linked to their Deezer twins (the item-links feature). A pair a user rejected stays,
// marked `rejected`, so it is never made again; at most one pair per item is in force.
const statements = [
  `CREATE TABLE item_links (
    id serial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('artist', 'track', 'album')),
    spotify_key text NOT NULL,
    deezer_key text NOT NULL,
    method text NOT NULL CHECK (method IN ('isrc', 'upc', 'artist_tracks', 'user')),
    confirmed boolean NOT NULL DEFAULT false,
    rejected boolean NOT NULL DEFAULT false,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL
  )`,
  'CREATE UNIQUE INDEX item_links_pair_idx ON item_links (kind, spotify_key, deezer_key)',
  'CREATE UNIQUE INDEX item_links_current_idx ON item_links (kind, spotify_key) WHERE NOT rejected',
  'CREATE INDEX item_links_deezer_idx ON item_links (deezer_key)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE item_links').execute(db);
}
