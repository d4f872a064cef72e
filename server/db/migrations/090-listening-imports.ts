import { type Kysely, sql } from 'kysely';

// An account's own numbers (the listening feature, issue 34): each accepted file, and the rows it
// wrote, merged by (account, artist, day or period, item). Every row belongs to the account that
// imported it and goes with the account; deleting an import deletes the rows it last wrote.
const DAY = (column: string) => `${column} text NOT NULL CHECK (${column} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`;
const OPTIONAL_DAY = (column: string) => `${column} text CHECK (${column} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`;
const OWNED = `user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    artist_key text NOT NULL,
    import_id integer NOT NULL REFERENCES listening_imports(id) ON DELETE CASCADE`;

const statements = [
  `CREATE TABLE listening_imports (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    item_key text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('audience', 'songs', 'playlists', 'song_timeline', 'item_history')),
    file_name text NOT NULL,
    subject text,
    ${OPTIONAL_DAY('period_start')},
    ${OPTIONAL_DAY('period_end')},
    rows integer NOT NULL,
    added integer NOT NULL,
    updated integer NOT NULL,
    created_at timestamptz NOT NULL
  )`,
  'CREATE INDEX listening_imports_user_idx ON listening_imports (user_id, created_at)',
  `CREATE TABLE listening_audience_days (
    ${OWNED},
    ${DAY('day')},
    listeners integer, streams integer, followers integer,
    PRIMARY KEY (user_id, artist_key, day)
  )`,
  `CREATE TABLE listening_song_periods (
    ${OWNED},
    song_token text NOT NULL, song text NOT NULL, track_key text,
    ${DAY('period_start')}, ${DAY('period_end')},
    listeners integer, streams integer, saves integer, ${OPTIONAL_DAY('release_date')},
    PRIMARY KEY (user_id, artist_key, song_token, period_start, period_end)
  )`,
  `CREATE TABLE listening_song_days (
    ${OWNED},
    song_token text NOT NULL, song text NOT NULL,
    ${DAY('day')},
    listeners integer, streams integer,
    PRIMARY KEY (user_id, artist_key, song_token, day)
  )`,
  `CREATE TABLE listening_playlist_periods (
    ${OWNED},
    playlist_token text NOT NULL, title text NOT NULL, author text, playlist_key text,
    ${DAY('period_start')}, ${DAY('period_end')},
    listeners integer NOT NULL, streams integer NOT NULL, ${OPTIONAL_DAY('date_added')},
    PRIMARY KEY (user_id, artist_key, playlist_token, period_start, period_end)
  )`,
  'CREATE INDEX listening_playlist_periods_key_idx ON listening_playlist_periods (user_id, playlist_key)',
  `CREATE TABLE imported_readings (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('artist', 'track', 'playlist')),
    item_key text NOT NULL,
    ${DAY('day')},
    count integer NOT NULL CHECK (count >= 0),
    import_id integer NOT NULL REFERENCES listening_imports(id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, kind, item_key, day)
  )`,
  // The import_id foreign keys are what a delete of an import cascades through.
  'CREATE INDEX listening_audience_days_import_idx ON listening_audience_days (import_id)',
  'CREATE INDEX listening_song_periods_import_idx ON listening_song_periods (import_id)',
  'CREATE INDEX listening_song_days_import_idx ON listening_song_days (import_id)',
  'CREATE INDEX listening_playlist_periods_import_idx ON listening_playlist_periods (import_id)',
  'CREATE INDEX imported_readings_import_idx ON imported_readings (import_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'imported_readings',
    'listening_playlist_periods',
    'listening_song_days',
    'listening_song_periods',
    'listening_audience_days',
    'listening_imports',
  ])
    await sql.raw(`DROP TABLE ${table}`).execute(db);
}
