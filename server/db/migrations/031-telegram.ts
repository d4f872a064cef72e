import { type Kysely, sql } from 'kysely';

// Telegram linking (docs/product.md §4, Telegram link): single-use payloads and linked chats.
const statements = [
  `CREATE TABLE telegram_link_tokens (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  'CREATE INDEX telegram_link_tokens_user_id_idx ON telegram_link_tokens (user_id)',
  `CREATE TABLE telegram_links (
    user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    chat_id bigint NOT NULL UNIQUE,
    linked_at timestamptz NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE telegram_links').execute(db);
  await sql.raw('DROP TABLE telegram_link_tokens').execute(db);
}
