import { type Kysely, sql } from 'kysely';
import { retentionBoundaries } from '@domain/tracking';
import { thinAllItems } from '../snapshot-thinning-sql';

// Retention (docs/product.md, "How long history is kept"): readings older than a year are kept one a
// week, older than three years one a month. The table remembers the last thinning, so the periodic
// job (after each refresh cycle) only looks at the readings that crossed a boundary since. Thinning
// what is stored already runs here, 2,000 items per DELETE: a DELETE takes no lock that stops reads
// or snapshot writes (old readings are never updated), so the API keeps serving while it runs.
const create = `CREATE TABLE snapshot_retention (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  thinned_at timestamptz NOT NULL
)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(create).execute(db);
  const now = new Date();
  await thinAllItems(db, retentionBoundaries(now), 'all');
  await sql`INSERT INTO snapshot_retention (id, thinned_at) VALUES (true, ${now})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE snapshot_retention').execute(db);
}
