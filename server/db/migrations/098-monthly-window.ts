import { type Kysely, sql } from 'kysely';

// One month everywhere (docs/product.md §9): the dashboard's monthly baselines move from the latest
// reading at least 28 days older to one at least 30 days older, as the cards, the growth grid, CSV
// and the analysis measure a month. Renamed so the columns say what they hold, and filled again from
// the snapshots already recorded.
const baseline = (column: string, days: number) => `(
  SELECT s.${column} FROM item_snapshots s
  WHERE s.item_id = u.item_id AND s.${column} IS NOT NULL
    AND s.checked_at <= u.checked_at - interval '${days} days'
  ORDER BY s.checked_at DESC LIMIT 1)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE item_summaries RENAME COLUMN followers_28d TO followers_30d').execute(db);
  await sql.raw('ALTER TABLE item_summaries RENAME COLUMN popularity_28d TO popularity_30d').execute(db);
  await sql
    .raw(
      `UPDATE item_summaries u SET followers_30d = ${baseline('followers', 30)}, popularity_30d = ${baseline('popularity', 30)}`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE item_summaries RENAME COLUMN followers_30d TO followers_28d').execute(db);
  await sql.raw('ALTER TABLE item_summaries RENAME COLUMN popularity_30d TO popularity_28d').execute(db);
  await sql
    .raw(
      `UPDATE item_summaries u SET followers_28d = ${baseline('followers', 28)}, popularity_28d = ${baseline('popularity', 28)}`,
    )
    .execute(db);
}
