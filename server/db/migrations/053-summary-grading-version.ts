import { type Kysely, sql } from 'kysely';

// The grading version (domain/analytics GRADING_VERSION) each stored playlist grade was computed
// with. Null (every row before this) or an older version is stale: tracking re-grades those rows in
// the background when it starts, so the dashboard never keeps an old grade after grading changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE item_summaries ADD COLUMN grading_version integer').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE item_summaries DROP COLUMN grading_version').execute(db);
}
