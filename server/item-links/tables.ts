// Kysely row types of the item-links tables (migration 066). Added to `DB` in server/db/schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { LinkedKind, LinkMethod } from '@domain/item-links';

export interface ItemLinksTable {
  id: Generated<number>;
  kind: LinkedKind;
  spotify_key: string;
  deezer_key: string;
  method: LinkMethod;
  confirmed: Generated<boolean>;
  rejected: Generated<boolean>;
  user_id: number | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ItemLinksTables {
  item_links: ItemLinksTable;
}
