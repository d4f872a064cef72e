// What the account use cases need (docs/architecture.md#feature-shape). Each port has a token of the
// same name; the Kysely, scrypt, jose and HMAC adapters are in adapters/, fakes in tests/support/fakes/accounts/.
import type { UserSettings, UserType } from '@domain/accounts/account-contracts';
import type { Clock } from '@domain/ports/clock';
import type { Mailer } from '../mail/mailer';
import type { Result } from '../platform/result';

export interface Account {
  readonly id: number;
  /** Lower-cased. */
  readonly email: string;
  /** Null for accounts that only sign in with Google. */
  readonly passwordHash: string | null;
  readonly userType: UserType;
  readonly verified: boolean;
  /** Google account subject (`sub`), the key for Google sign-in. */
  readonly googleSub: string | null;
  readonly createdAt: Date;
}

export interface NewAccount {
  readonly email: string;
  readonly passwordHash: string | null;
  readonly verified: boolean;
  readonly userType?: UserType;
  readonly googleSub?: string | null;
  readonly createdAt: Date;
}

export type AccountChange = Partial<Pick<Account, 'passwordHash' | 'verified' | 'userType' | 'googleSub'>>;

export interface SettingsChange {
  readonly email_notifications?: boolean;
  readonly telegram_notifications?: boolean;
  readonly informed_updates?: boolean;
}

/** An account as the admin page lists it. */
export type ListedAccount = Pick<Account, 'id' | 'email' | 'verified' | 'userType' | 'createdAt'>;

/** How many artists, tracks and playlists each user tracks (tracking records it; its query port). */
export interface TrackedCounts {
  /** Users tracking nothing may be left out. */
  trackedCounts(userIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
}

export interface AccountPage {
  readonly accounts: readonly ListedAccount[];
  readonly total: number;
}

/** A setting that asks for notifications on one channel. */
export type NotificationSetting = 'email_notifications' | 'telegram_notifications';

/** A verified account that takes some notifications. */
export interface Subscriber {
  readonly userId: number;
  readonly email: string;
  /** The asked-for settings this user has on. */
  readonly settings: ReadonlySet<NotificationSetting>;
}

/**
 * Who takes which notifications, for other features (accounts alone names its tables): alerts
 * read the subscribers, Telegram reads and switches off `telegram_notifications`.
 */
export interface NotificationSettings {
  /** Verified accounts with any of `settings` on, by id. */
  verifiedSubscribers(settings: readonly NotificationSetting[]): Promise<Subscriber[]>;
  /** Which of the users have `setting` on. */
  withSettingOn(userIds: readonly number[], setting: NotificationSetting): Promise<ReadonlySet<number>>;
  switchOff(userId: number, setting: NotificationSetting): Promise<void>;
}

/** Accounts and their settings. Emails are compared trimmed and lower-cased. */
export interface Users {
  findById(id: number): Promise<Account | undefined>;
  findByEmail(email: string): Promise<Account | undefined>;
  findByGoogleSub(sub: string): Promise<Account | undefined>;
  /** Creates the account with default settings; undefined when the email is already taken. */
  create(account: NewAccount): Promise<Account | undefined>;
  update(id: number, change: AccountChange): Promise<void>;
  list(): Promise<Array<{ readonly id: number; readonly email: string }>>;
  /** `limit` accounts from `offset`, oldest first, each with its tracked-item count; and how many there are. */
  listPage(offset: number, limit: number): Promise<AccountPage>;
  /** Deletes the account with its sessions, settings, codes and tracking; false when there was none. */
  delete(id: number): Promise<boolean>;
  /**
   * Deletes the account like `delete`, unless it is the last admin. The check and the deletion are
   * one step: two admins deleting each other at the same moment cannot both succeed.
   */
  deleteUnlessLastAdmin(id: number): Promise<'deleted' | 'not_found' | 'last_admin'>;
  settings(userId: number): Promise<UserSettings>;
  updateSettings(userId: number, change: SettingsChange, now: Date): Promise<void>;
}

/** A session's expiry slides this far ahead of its last use. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  readonly id: number;
  readonly email: string;
  readonly userType: UserType;
  /** Unverified users may only verify, look at their account, change their password and log out. */
  readonly verified: boolean;
}

export interface ActiveSession {
  readonly sessionId: number;
  readonly user: SessionUser;
}

export interface ResolvedSession extends ActiveSession {
  /** True when this use moved the expiry forward (the cookie should be sent again). */
  readonly renewed: boolean;
}

/** Bearer sessions; only a hash of each token is kept. */
export interface Sessions {
  /** Starts a session and returns its token (the only time the token exists in the clear). */
  create(userId: number): Promise<string>;
  /** The live session of a token, or null when unknown or expired. */
  resolve(token: string): Promise<ResolvedSession | null>;
  revoke(sessionId: number): Promise<void>;
  /** Revokes every session of the user except `keepSessionId` (password change). */
  revokeAllForUser(userId: number, keepSessionId?: number): Promise<void>;
  /** Drops what is remembered about a user whose account was deleted. */
  forgetUser(userId: number): void;
  deleteExpired(): Promise<void>;
}

export const CODE_LIFETIME_MS = 15 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'missing';

/** Six-digit email codes: valid CODE_LIFETIME_MS, at most MAX_WRONG_CODES wrong tries. */
export interface VerificationCodes {
  /** A fresh code for the user, replacing any earlier one. */
  issue(userId: number): Promise<string>;
  /** A wrong code counts against the limit; the right one is consumed. */
  check(userId: number, code: string): Promise<CodeCheck>;
}

export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** Single-use password reset tokens, valid RESET_LIFETIME_MS. */
export interface PasswordResets {
  issue(userId: number): Promise<string>;
  /** Uses up the token (and every other outstanding one of its user); null when unknown, used or expired. */
  consume(token: string): Promise<number | null>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a missing or malformed hash, in about the same time. */
  verify(password: string, hash: string | null): Promise<boolean>;
}

export interface GoogleIdentity {
  readonly sub: string;
  readonly email: string;
}

/** Why a Google ID token gave no identity: refused (with the message the user sees), or Google's keys could not be fetched. */
export type GoogleRefusal =
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'unreachable' };

export type GoogleCheck = Result<GoogleIdentity, GoogleRefusal>;

/** Checks Google ID tokens; answers every failure as a value, an unreachable Google included. */
export interface GoogleIdTokens {
  verify(credential: string): Promise<GoogleCheck>;
}

export const REGISTRATION_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Short-lived proof that the bearer just registered a given user, so the after-register form may set
 * that user's settings before they have a session.
 */
export interface RegistrationTokens {
  issue(userId: number, now: Date): string;
  /** True when the token was issued for `userId` less than REGISTRATION_TOKEN_LIFETIME_MS ago. */
  allows(token: string | undefined, userId: number, now: Date): boolean;
}

/** Whether a user has linked a chat for notifications (Telegram implements it when composed). */
export interface ChatLinks {
  isLinked(userId: number): Promise<boolean>;
}

/**
 * Files other features keep for a user (landing-page uploads), removed with the account. Two
 * steps because the account's rows go with it: what the user owns is read before the deletion, and
 * removed once it has happened (a refused deletion removes nothing).
 */
export interface OwnedFiles {
  /** Reads what `userId` owns now; the answer removes it. */
  removalOf(userId: number): Promise<() => Promise<void>>;
}

/** A key's failed logins in the current window. */
export interface FailureCount {
  readonly failures: number;
  readonly lastFailureAt: Date;
}

/** After this long without a failure, a key's count starts again from zero. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins counted per (account, address) and per address, shared by every API process and
 * kept across restarts. Counts older than LOGIN_FAILURE_WINDOW_MS are gone.
 */
export interface LoginFailures {
  count(
    email: string,
    ip: string,
    now: Date,
  ): Promise<{ pair: FailureCount | null; ip: FailureCount | null }>;
  record(email: string, ip: string, now: Date): Promise<void>;
  /** A successful login forgives the failures of its (account, address). */
  forgive(email: string, ip: string): Promise<void>;
}

/** Where failures that must not fail the request (an email that could not be sent) are reported. */
export type ReportError = (error: unknown, context: string) => void;

/**
 * Work done after the answer, off the request's clock: an email that only some requests send
 * (a reset link for an email that has an account) must not make those requests slower to answer.
 */
export interface BackgroundTasks {
  /** Starts `task` after the current request; a failure is reported with `context`, never thrown. */
  run(context: string, task: () => Promise<void>): void;
}

/** Every port of the account use cases; each use case takes the part it needs. */
export interface AccountPorts {
  readonly users: Users;
  readonly sessions: Sessions;
  readonly codes: VerificationCodes;
  readonly resets: PasswordResets;
  readonly passwords: PasswordHasher;
  readonly registrations: RegistrationTokens;
  /** Null when Google sign-in is not configured. */
  readonly google: GoogleIdTokens | null;
  readonly chatLinks: ChatLinks;
  readonly trackedCounts: TrackedCounts;
  readonly ownedFiles: OwnedFiles;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** The site's address, for links in emails. */
  readonly publicUrl: string;
  readonly reportError: ReportError;
  readonly background: BackgroundTasks;
  readonly loginFailures: LoginFailures;
}
