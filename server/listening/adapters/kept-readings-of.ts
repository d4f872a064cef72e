import type { Kysely } from 'kysely';
import type { KeptItem } from '@domain/listening';
import type { DB } from '../../db/schema';

/** The account's kept readings of one item, oldest first: the store's list and the verdict's read. */
export function keptReadingsOf(
  db: Kysely<DB>,
  userId: number,
  item: KeptItem,
): Promise<Array<{ date: string; count: number }>> {
  return db
    .selectFrom('imported_readings')
    .select(['day as date', 'count'])
    .where('user_id', '=', userId)
    .where('kind', '=', item.kind)
    .where('item_key', '=', item.key)
    .orderBy('day')
    .execute();
}
