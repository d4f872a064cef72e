import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { MergeCounts } from '../ports';

/** One listening table as a merge writes it: the columns a row is merged by, and those it carries. */
export interface MergeTarget {
  readonly table: keyof DB & string;
  readonly keys: readonly string[];
  readonly values: readonly string[];
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

/**
 * Upserts `rows` into the target (inside the caller's transaction): a new key is added, a key whose
 * values differ is updated (and moves to `importId`), a key with the same values is left as it is.
 * `xmax = 0` tells an inserted row from an updated one; rows left alone are not returned at all.
 */
export async function mergeRows(
  db: Kysely<DB>,
  target: MergeTarget,
  importId: number,
  rows: ReadonlyArray<Readonly<Record<string, string | number | null>>>,
): Promise<MergeCounts> {
  const columns = [...target.keys, ...target.values, 'import_id'];
  const changed = sql.join(
    target.values.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`),
  );
  const current = sql.join(target.values.map((column) => sql`${sql.table(target.table)}.${sql.ref(column)}`));
  const incoming = sql.join(target.values.map((column) => sql`excluded.${sql.ref(column)}`));
  let added = 0;
  let updated = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const tuples = sql.join(
      chunk.map(
        (row) =>
          sql`(${sql.join(columns.map((column) => (column === 'import_id' ? importId : (row[column] ?? null))))})`,
      ),
    );
    const result = await sql<{ inserted: boolean }>`
      INSERT INTO ${sql.table(target.table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      VALUES ${tuples}
      ON CONFLICT (${sql.join(target.keys.map((column) => sql.ref(column)))})
      DO UPDATE SET ${changed}, import_id = excluded.import_id
      WHERE (${current}) IS DISTINCT FROM (${incoming})
      RETURNING (xmax = 0) AS inserted`.execute(db);
    for (const row of result.rows) row.inserted ? added++ : updated++;
  }
  return { added, updated, unchanged: rows.length - added - updated };
}
