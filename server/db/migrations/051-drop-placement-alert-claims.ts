import { type Kysely, sql } from 'kysely';

// Botted placements are now told through the alerts feature (a `botted_placement` event under each
// user's rules, told once per user, item and playlist through the inbox): the per-cycle claim of the
// old digest path is no longer written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE placement_alert_claims').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE placement_alert_claims (
        cycle_id integer PRIMARY KEY REFERENCES refresh_cycles(id) ON DELETE CASCADE,
        claimed_at timestamptz NOT NULL
      )`,
    )
    .execute(db);
}
