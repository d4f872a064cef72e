import { type Kysely, sql } from 'kysely';

// Placements (docs/http-api.md#endpoints): which artists a track on a tracked playlist is by, so an artist's
// page can list the playlists carrying any of their tracks without asking the music service. One row
// per (track, artist), written as playlists are read; the track's name rides along for the listing.
const statements = [
  `CREATE TABLE playlist_track_artists (
    track_spotify_id text NOT NULL,
    artist_spotify_id text NOT NULL,
    track_name text NOT NULL,
    PRIMARY KEY (track_spotify_id, artist_spotify_id)
  )`,
  'CREATE INDEX playlist_track_artists_artist_idx ON playlist_track_artists (artist_spotify_id)',
  'CREATE INDEX playlist_memberships_track_idx ON playlist_memberships (track_spotify_id)',
  // A cycle's alerts about tracks landing on botted playlists are claimed here, so one process sends them.
  `CREATE TABLE placement_alert_claims (
    cycle_id integer PRIMARY KEY REFERENCES refresh_cycles(id) ON DELETE CASCADE,
    claimed_at timestamptz NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE placement_alert_claims').execute(db);
  await sql.raw('DROP INDEX playlist_memberships_track_idx').execute(db);
  await sql.raw('DROP TABLE playlist_track_artists').execute(db);
}
