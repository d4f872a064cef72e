import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ItemLinkStore, ItemRef, StoredLink } from '../ports';

export class KyselyItemLinkStore implements ItemLinkStore {
  constructor(private readonly db: Kysely<DB>) {}

  async current(item: ItemRef): Promise<StoredLink | null> {
    const row = await this.db
      .selectFrom('item_links')
      .select(['kind', 'spotify_key', 'deezer_key', 'method', 'confirmed'])
      .where('kind', '=', item.kind)
      .where('spotify_key', '=', item.spotifyKey)
      .where('rejected', '=', false)
      .executeTakeFirst();
    return row
      ? {
          kind: row.kind,
          spotifyKey: row.spotify_key,
          deezerKey: row.deezer_key,
          method: row.method,
          confirmed: row.confirmed,
        }
      : null;
  }

  async isRejected(item: ItemRef, deezerKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('item_links')
      .select('id')
      .where('kind', '=', item.kind)
      .where('spotify_key', '=', item.spotifyKey)
      .where('deezer_key', '=', deezerKey)
      .where('rejected', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }

  async saveFound(link: StoredLink, at: Date): Promise<void> {
    // Both unique indexes guard this: an item with a link in force, and a pair seen before (rejected).
    await this.db
      .insertInto('item_links')
      .values({
        kind: link.kind,
        spotify_key: link.spotifyKey,
        deezer_key: link.deezerKey,
        method: link.method,
        confirmed: false,
        created_at: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  async saveByUser(link: ItemRef & { readonly deezerKey: string }, userId: number, at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('item_links')
        .set({ rejected: true, user_id: userId })
        .where('kind', '=', link.kind)
        .where('spotify_key', '=', link.spotifyKey)
        .where('deezer_key', '!=', link.deezerKey)
        .where('rejected', '=', false)
        .execute();
      await trx
        .insertInto('item_links')
        .values({
          kind: link.kind,
          spotify_key: link.spotifyKey,
          deezer_key: link.deezerKey,
          method: 'user',
          confirmed: true,
          rejected: false,
          user_id: userId,
          created_at: at,
        })
        .onConflict((conflict) =>
          conflict.columns(['kind', 'spotify_key', 'deezer_key']).doUpdateSet({
            method: 'user',
            confirmed: true,
            rejected: false,
            user_id: userId,
            created_at: at,
          }),
        )
        .execute();
    });
  }

  async reject(item: ItemRef, userId: number): Promise<StoredLink | null> {
    const current = await this.current(item);
    if (!current) return null;
    await this.db
      .updateTable('item_links')
      .set({ rejected: true, confirmed: false, user_id: userId })
      .where('kind', '=', item.kind)
      .where('spotify_key', '=', item.spotifyKey)
      .where('deezer_key', '=', current.deezerKey)
      .execute();
    return current;
  }
}
