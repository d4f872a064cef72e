import { type Kysely, sql } from 'kysely';

// Landing pages (docs/product.md §2, §3): pages, their owners' uploaded files, and click counts
// (per page, service and UTC day) with the short-lived visitor hashes that de-duplicate repeats.
const statements = [
  `CREATE TABLE landing_pages (
    id serial PRIMARY KEY,
    owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    slug text NOT NULL UNIQUE,
    title text NOT NULL,
    description text NOT NULL DEFAULT '',
    image text,
    video text,
    video_mp4 text,
    meta_pixel_id text NOT NULL,
    meta_access_token text,
    spotify_uris jsonb NOT NULL DEFAULT '[]',
    apple_music_urls jsonb NOT NULL DEFAULT '[]',
    amazon_music_urls jsonb NOT NULL DEFAULT '[]',
    youtube_music_urls jsonb NOT NULL DEFAULT '[]',
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  'CREATE INDEX landing_pages_owner_id_idx ON landing_pages (owner_id)',
  `CREATE TABLE landing_files (
    name text PRIMARY KEY,
    owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('image', 'video')),
    content_type text NOT NULL,
    size_bytes integer NOT NULL,
    created_at timestamptz NOT NULL
  )`,
  'CREATE INDEX landing_files_owner_id_idx ON landing_files (owner_id)',
  `CREATE TABLE landing_click_days (
    page_id integer NOT NULL REFERENCES landing_pages(id) ON DELETE CASCADE,
    service text NOT NULL,
    day text NOT NULL,
    clicks integer NOT NULL,
    PRIMARY KEY (page_id, service, day)
  )`,
  `CREATE TABLE landing_click_visitors (
    page_id integer NOT NULL REFERENCES landing_pages(id) ON DELETE CASCADE,
    service text NOT NULL,
    visitor text NOT NULL,
    last_counted_at timestamptz NOT NULL,
    PRIMARY KEY (page_id, service, visitor)
  )`,
  'CREATE INDEX landing_click_visitors_last_counted_at_idx ON landing_click_visitors (last_counted_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['landing_click_visitors', 'landing_click_days', 'landing_files', 'landing_pages']) {
    await sql.raw(`DROP TABLE ${table}`).execute(db);
  }
}
