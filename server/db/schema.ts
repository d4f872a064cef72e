import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AnalysisTables } from '../analysis/tables';
import type { LandingPageTables } from '../landing-pages/tables';
import type { TelegramTables } from '../telegram/tables';
import type { TrackingTables } from '../tracking/tables';

/** Timestamps are `timestamptz`: written as Date, read back as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-cased; unique. */
  email: string;
  /** scrypt hash; null for accounts that only sign in with Google. */
  password_hash: string | null;
  user_type: ColumnType<'admin' | 'user', 'admin' | 'user' | undefined, 'admin' | 'user'>;
  verified: ColumnType<boolean, boolean | undefined, boolean>;
  /** Google account subject (`sub`), the key for Google sign-in. */
  google_sub: string | null;
  created_at: DefaultedTimestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface UserSettingsTable {
  user_id: number;
  email_notifications: ColumnType<boolean, boolean | undefined, boolean>;
  telegram_notifications: ColumnType<boolean, boolean | undefined, boolean>;
  informed_updates: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: DefaultedTimestamp;
}

export interface EmailVerificationsTable {
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  failed_attempts: ColumnType<number, number | undefined, number>;
  sent_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  /** The signed-in sender, if any; kept (as null) when that account is deleted. */
  user_id: number | null;
  email: string;
  subject: string;
  body: string;
  country: string | null;
  created_at: Timestamp;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  user_settings: UserSettingsTable;
  email_verifications: EmailVerificationsTable;
  password_resets: PasswordResetsTable;
  contact_messages: ContactMessagesTable;
}

/** Every table of the database. Feature tables are added here as `& TheirTables`. */
export type DB = AccountTables & TrackingTables & TelegramTables & AnalysisTables & LandingPageTables;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
