// Kysely row types of the site tables (migration 002). Added to `DB` in server/db/schema.ts.
import type { ColumnType, Generated } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<number>;
  /** The signed-in sender, if any; kept (as null) when that account is deleted. */
  user_id: number | null;
  email: string;
  subject: string;
  body: string;
  country: string | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface SiteTables {
  contact_messages: ContactMessagesTable;
}
