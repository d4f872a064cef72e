// Kysely row types of the account tables (migration 001). Added to `DB` in server/db/schema.ts.
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Timestamps are `timestamptz`: written as Date, read back as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DefaultedFlag = ColumnType<boolean, boolean | undefined, boolean>;

export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-cased; unique. */
  email: string;
  /** scrypt hash; null for accounts that only sign in with Google. */
  password_hash: string | null;
  user_type: ColumnType<'admin' | 'user', 'admin' | 'user' | undefined, 'admin' | 'user'>;
  verified: DefaultedFlag;
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
  email_notifications: DefaultedFlag;
  telegram_notifications: DefaultedFlag;
  informed_updates: DefaultedFlag;
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

export interface AccountsTables {
  users: UsersTable;
  sessions: SessionsTable;
  user_settings: UserSettingsTable;
  email_verifications: EmailVerificationsTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
}

/** Failed logins per hashed (account, address) or address key, in a window (migration 040). */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  last_failure_at: Timestamp;
}

export type UserRow = Selectable<UsersTable>;
