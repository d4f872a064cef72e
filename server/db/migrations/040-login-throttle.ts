import { type Kysely, sql } from 'kysely';

// Failed logins per (account, address) and per address, shared by every API process and kept across
// restarts. Keys hold hashes only: no email address or IP in the clear.
const statements = [
  `CREATE TABLE login_failures (
    key text PRIMARY KEY,
    failures integer NOT NULL,
    window_started_at timestamptz NOT NULL,
    last_failure_at timestamptz NOT NULL
  )`,
  'CREATE INDEX login_failures_last_failure_at_idx ON login_failures (last_failure_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE login_failures').execute(db);
}
