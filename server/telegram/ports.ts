// What the Telegram use cases need. Adapters speak the Telegram Bot API (getMe, getUpdates, sendMessage).
import type { Result } from '../platform/result';

/** Telegram chat ids fit in 52 bits, so a JS number holds them exactly. */
export type ChatId = number;

/** Why a Bot API call failed. `rejected` is any other refusal (400, e.g. "chat not found"). */
export type BotFailure =
  | { readonly kind: 'rate_limited'; readonly retryAfterSeconds: number }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'rejected'; readonly description: string }
  | { readonly kind: 'network'; readonly description: string };

export interface BotIdentity {
  readonly id: number;
  readonly username: string;
}

/** The part of a Telegram `Update` the bot reads: text messages. */
export interface BotUpdate {
  readonly updateId: number;
  readonly message?: {
    readonly chatId: ChatId;
    readonly chatType: string;
    readonly text?: string;
  };
}

/** The Telegram Bot API as the bot uses it. */
export interface TelegramBot {
  getMe(): Promise<Result<BotIdentity, BotFailure>>;
  /** Long poll: `offset` confirms every update below it; answers after at most `timeoutSeconds`. */
  getUpdates(
    offset: number,
    timeoutSeconds: number,
    signal?: AbortSignal,
  ): Promise<Result<BotUpdate[], BotFailure>>;
  /** Sends HTML (`parse_mode: HTML`, link previews off); the caller escapes the text. */
  sendMessage(chatId: ChatId, html: string): Promise<Result<void, BotFailure>>;
}

export type LinkStatus = 'linked' | 'pending' | 'unlinked';

/** Why a `/start <payload>` cannot link: unknown payload, past its expiry, or already spent. */
export type ConsumeFailure = 'unknown' | 'expired' | 'used';

export interface LinkedChat {
  readonly userId: number;
  readonly chatId: ChatId;
}

/** The account setting `telegram_notifications` (accounts keeps it; its `NotificationSettings`). */
export interface ChatNotificationSetting {
  /** Which of the users have `telegram_notifications` on. */
  withSettingOn(userIds: readonly number[], setting: 'telegram_notifications'): Promise<ReadonlySet<number>>;
  switchOff(userId: number, setting: 'telegram_notifications'): Promise<void>;
}

/** Link payloads and the chat linked to each account. */
export interface TelegramLinks {
  /** Stores a single-use payload for `userId`; the user's earlier unused payloads stop working. */
  createPayload(userId: number, payload: string, now: Date, expiresAt: Date): Promise<void>;
  /**
   * Spends a fresh payload and links `chatId` to its user (a chat belongs to one account at a
   * time: linking it elsewhere unlinks it from the previous account).
   */
  consumePayload(
    payload: string,
    chatId: ChatId,
    now: Date,
  ): Promise<Result<{ userId: number }, ConsumeFailure>>;
  status(userId: number, now: Date): Promise<LinkStatus>;
  /** Unlinks the account, drops its pending payloads and switches `telegram_notifications` off. */
  unlink(userId: number): Promise<void>;
  /** Unlinks whichever account `chatId` belongs to (as `unlink`); answers that account, if any. */
  unlinkChat(chatId: ChatId): Promise<number | null>;
  /** The bot can no longer write to `chatId` (blocked): unlink it and switch notifications off. */
  markDead(chatId: ChatId): Promise<void>;
  /** The chat of `userId` when linked with `telegram_notifications` on, else null. */
  notificationChat(userId: number): Promise<ChatId | null>;
  linkedChatsWithNotifications(): Promise<LinkedChat[]>;
}

/** Exactly one poller per deployment holds this at a time. */
export interface PollerLock {
  /** True when this instance now holds the lock (or already did). */
  tryAcquire(): Promise<boolean>;
  /** False once released, or when the holding connection was lost. */
  isHeld(): boolean;
  release(): Promise<void>;
}

/** Fresh unguessable link payloads matching `[A-Za-z0-9_-]{1,64}`. */
export interface LinkPayloads {
  next(): string;
}

/** Waiting, so tests can stand in for time. Resolves early (without error) when `signal` aborts. */
export interface Pause {
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** Where the bot reports what an operator should know. `console` and pino loggers fit. */
export interface TelegramLog {
  info(message: string): void;
  warn(message: string): void;
}

/** One item of an alerts message, with what happened to it. */
export interface ChangeLine {
  readonly kind: 'artist' | 'track' | 'playlist';
  readonly spotifyId: string;
  readonly name: string;
  /** The alerts' messages about this item, e.g. "Followers rose by +1,234 (+6.2%) …". */
  readonly reasons: readonly string[];
}

export type NotifyFailure = 'not_linked' | 'unavailable' | 'blocked' | 'rate_limited' | 'failed';

/** Delivers a user's alerts (grouped by item) to their linked chat. */
export interface ChatNotifier {
  /**
   * Sends `lines` to the chat of `userId` if linked with `telegram_notifications` on (else
   * `not_linked`, nothing sent). Answers the number of messages sent; never throws for Telegram
   * failures (a blocked bot unlinks the chat and answers `blocked`).
   */
  notify(userId: number, lines: readonly ChangeLine[]): Promise<Result<{ messages: number }, NotifyFailure>>;
  /** Sends one plain-text note (a test alert) under the same rule. */
  note(userId: number, text: string): Promise<Result<{ messages: number }, NotifyFailure>>;
}
