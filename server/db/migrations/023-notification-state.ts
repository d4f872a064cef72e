import { type Kysely, sql } from 'kysely';

// The last values each user was notified about: the baseline of the significant-change rule.
const statements = [
  `CREATE TABLE notification_state (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    item_id integer NOT NULL REFERENCES tracked_items(id) ON DELETE CASCADE,
    last_notified_followers integer,
    last_notified_popularity smallint,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, item_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
