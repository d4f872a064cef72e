import { type Kysely, sql } from 'kysely';

// Request budgets (rate limits, the music-service budget) counted per window, shared by every API
// process on one PostgreSQL database. Keys are HMACs of (budget, key): no address or email in the clear.
const statements = [
  `CREATE TABLE rate_limit_windows (
    key text PRIMARY KEY,
    count integer NOT NULL,
    window_ends_at timestamptz NOT NULL
  )`,
  'CREATE INDEX rate_limit_windows_window_ends_at_idx ON rate_limit_windows (window_ends_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE rate_limit_windows').execute(db);
}
