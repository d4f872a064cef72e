import { type Kysely, sql } from 'kysely';

// What each music service gives this installation, as its latest probe found it (data-sources
// feature): one row per service, replaced by every probe.
const statements = [
  `CREATE TABLE service_capabilities (
    service text PRIMARY KEY,
    capabilities jsonb NOT NULL,
    probed_at timestamptz NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE service_capabilities').execute(db);
}
