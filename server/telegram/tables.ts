// Kysely row types of the Telegram tables (migration 031). Added to `DB` in server/db/schema.ts.
import type { ColumnType } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;

/** A single-use link payload, stored hashed: whoever holds the payload can link a chat. */
export interface TelegramLinkTokensTable {
  token_hash: string;
  user_id: number;
  created_at: Instant;
  expires_at: Instant;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The chat linked to an account; a chat belongs to at most one account. */
export interface TelegramLinksTable {
  user_id: number;
  /** `bigint`: read back as a string (pg) or bigint (PGlite); convert with `Number`. */
  chat_id: ColumnType<string | bigint | number, number, number>;
  linked_at: Instant;
}

export interface TelegramTables {
  telegram_link_tokens: TelegramLinkTokensTable;
  telegram_links: TelegramLinksTable;
}
