import { type Kysely, sql } from 'kysely';

// Changes are now told through the alerts feature (each rule's events, measured from the inbox's
// baselines): the old fixed-rule digest's per-user baselines are no longer read or written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE notification_state').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE notification_state (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        item_id integer NOT NULL REFERENCES tracked_items(id) ON DELETE CASCADE,
        last_notified_followers integer,
        last_notified_popularity smallint,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, item_id)
      )`,
    )
    .execute(db);
}
