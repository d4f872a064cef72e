// What the alerts use cases need (docs/architecture.md#feature-shape). Kysely adapters are in
// adapters/; tracking's readings, accounts' settings and Telegram's chat come as ports from compose().
import type {
  AlertChannel,
  AlertEventKind,
  AlertFrequency,
  AlertItemKind,
  AlertItemRef,
  AlertReading,
  AlertRule,
  BottedPlacement,
  ChannelResult,
  InboxAlert,
  InboxEvent,
  InboxFilter,
  WebhookDelivery,
  ItemKey,
  ItemState,
  TrackedAlertItem,
  UserRules,
  WebhookSummary,
} from '@domain/alerts';
import type { GradeTransition } from '@domain/analytics';
import type { Result } from '../platform/result';

// The judging rule's records live with it in domain/alerts; the adapters and fakes name them from here.
export {
  type ItemKey,
  type ItemState,
  itemKey,
  placementKey,
  type TrackedAlertItem,
  type UserRules,
} from '@domain/alerts';

/** Users' default rules and per-item overrides. */
export interface AlertRules {
  rulesOf(userIds: readonly number[]): Promise<Map<number, UserRules>>;
  /** The user's overrides with their items, in the order they were set. */
  overrides(userId: number): Promise<Array<{ item: AlertItemRef; rule: AlertRule }>>;
  setDefault(userId: number, rule: AlertRule, now: Date): Promise<void>;
  setOverride(userId: number, item: AlertItemRef, rule: AlertRule, now: Date): Promise<void>;
  removeOverride(userId: number, kind: AlertItemKind, spotifyId: string): Promise<void>;
}

export interface AlertItemStates {
  statesOf(userIds: readonly number[]): Promise<Map<number, Map<ItemKey, ItemState>>>;
  save(
    states: ReadonlyArray<{ userId: number; kind: AlertItemKind; spotifyId: string; state: ItemState }>,
  ): Promise<void>;
}

/** An alert to record, with each channel's first status. */
export interface NewAlert {
  readonly userId: number;
  readonly createdAt: Date;
  readonly item: AlertItemRef | null;
  readonly event: InboxEvent;
  readonly message: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly channels: ReadonlyArray<ChannelResult & { readonly frequency: AlertFrequency }>;
}

/** An alert waiting for a channel's daily or weekly digest. */
export interface QueuedAlert {
  readonly alertId: number;
  readonly userId: number;
  readonly channel: AlertChannel;
  readonly frequency: 'daily' | 'weekly';
  readonly createdAt: Date;
  readonly item: AlertItemRef | null;
  readonly event: AlertEventKind | 'test';
  readonly message: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export const INBOX_PAGE_SIZE = 20;

/** The inbox: alerts raised and each channel's result. */
export interface AlertInbox {
  record(alert: NewAlert): Promise<number>;
  setResult(alertId: number, result: ChannelResult, now: Date): Promise<void>;
  /** Rewrites an alert's sentence (a test that failed says so). */
  setMessage(alertId: number, message: string): Promise<void>;
  /** A page (from 1) of the user's alerts, newest first, with the total and unread counts. */
  page(
    userId: number,
    page: number,
    filter?: InboxFilter,
  ): Promise<{ alerts: InboxAlert[]; total: number; unread: number }>;
  unread(userId: number): Promise<number>;
  /** Deletes alerts raised before `before` (their channels' results with them); answers how many. */
  prune(before: Date): Promise<number>;
  /** Marks these alerts (all when null) read; answers the unread count after. */
  markRead(userId: number, ids: readonly number[] | null, now: Date): Promise<number>;
  /** Alerts still queued for a digest. */
  queued(): Promise<QueuedAlert[]>;
  /**
   * The placements these users were already told of in alerts since `since`, as
   * `placementKey(userId, item key, playlist id)`.
   */
  toldPlacements(userIds: readonly number[], since: Date): Promise<Set<string>>;
  /** When the user's digest on this channel and frequency last went out (null: never). */
  lastDigest(userId: number, channel: AlertChannel, frequency: 'daily' | 'weekly'): Promise<Date | null>;
  rememberDigest(
    userId: number,
    channel: AlertChannel,
    frequency: 'daily' | 'weekly',
    now: Date,
  ): Promise<void>;
}

/** What alerts read of tracking's records (tracking's `TrackingQueries` satisfies it). */
export interface AlertWatchlist {
  isTracking(userId: number, kind: AlertItemKind, spotifyId: string): Promise<boolean>;
  /** The items these users track. */
  trackedItemsOf(userIds: readonly number[]): Promise<TrackedAlertItem[]>;
  /** Each item's readings since `since`, oldest first (one query for all). */
  recentReadings(
    items: ReadonlyArray<{ kind: AlertItemKind; spotifyId: string }>,
    since: Date,
  ): Promise<Map<string, AlertReading[]>>;
}

/** Where `botted_placement` events come from (tracking's `bottedPlacements`, handed over by compose()). */
export interface PlacementEvents {
  /** Placements of tracked artists or tracks on playlists graded `likely_botted`, first seen after `after`, by item key. */
  since(after: Date): Promise<Map<ItemKey, BottedPlacement[]>>;
}

/** Playlists' grades before and after their latest count, as their pages grade them (tracking's records). */
export interface PlaylistGradeTransitions {
  /** By playlist Spotify id; absent for playlists with fewer than two counts. */
  of(playlistIds: readonly string[]): Promise<Map<string, GradeTransition>>;
}

export type NotificationSetting = 'email_notifications' | 'telegram_notifications';

/** A verified user with some notification settings on (accounts' `NotificationSettings`). */
export interface AlertSubscriber {
  readonly userId: number;
  readonly email: string;
  readonly settings: ReadonlySet<NotificationSetting>;
}

export interface AlertSubscribers {
  verifiedSubscribers(settings: readonly NotificationSetting[]): Promise<AlertSubscriber[]>;
  withSettingOn(userIds: readonly number[], setting: NotificationSetting): Promise<ReadonlySet<number>>;
}

/** One item's alerts in a grouped message. */
export interface AlertGroup {
  readonly item: AlertItemRef | null;
  readonly messages: readonly string[];
}

/** Telegram (its notifier): grouped lines, or one plain note; failures in plain words. */
export interface ChatAlerts {
  /** Whether this installation has a Telegram bot (a token) to send with. */
  readonly available: boolean;
  /** Whether the user has a linked chat. */
  isLinked(userId: number): Promise<boolean>;
  sendGroups(userId: number, groups: readonly AlertGroup[]): Promise<Result<void, string>>;
  sendNote(userId: number, text: string): Promise<Result<void, string>>;
}

/** Email in plain text. Throws when the send fails (the `Mailer`). */
export interface AlertMailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

export interface StoredWebhook extends WebhookSummary {
  readonly userId: number;
  readonly secret: string;
}

/** Webhooks and their delivery log. */
export interface Webhooks {
  list(userId: number): Promise<StoredWebhook[]>;
  find(userId: number, id: number): Promise<StoredWebhook | null>;
  /** Users with an active webhook. */
  activeOwners(): Promise<number[]>;
  /** Active webhooks of these users. */
  activeOf(userIds: readonly number[]): Promise<StoredWebhook[]>;
  /**
   * Registers a webhook unless the user has `max` already: counted and inserted in one transaction
   * holding the user's row, so concurrent registrations cannot pass the limit together. Null at the limit.
   */
  create(userId: number, url: string, secret: string, now: Date, max: number): Promise<StoredWebhook | null>;
  setSecret(id: number, secret: string): Promise<void>;
  enable(id: number): Promise<void>;
  remove(userId: number, id: number): Promise<boolean>;
  /** A delivery failed for good (its retries used up): answers the failed deliveries in a row after it. */
  recordFailure(id: number): Promise<number>;
  recordSuccess(id: number): Promise<void>;
  disable(id: number, reason: string): Promise<void>;
  /** A pending delivery, due now. */
  createDelivery(delivery: {
    webhookId: number;
    alertId: number | null;
    event: AlertEventKind | 'test';
    payload: string;
    now: Date;
  }): Promise<number>;
  delivery(id: number): Promise<PendingDelivery | null>;
  /**
   * Holds a pending delivery for one attempt until `until` and answers it; null when it is not
   * pending, another attempt holds it, or it is not due by `dueBy` (a stray early job).
   */
  claim(id: number, hold: { now: Date; until: Date; dueBy: Date }): Promise<PendingDelivery | null>;
  /** An attempt's result; releases the hold. `nextAttemptAt`: when a retry is due (status pending). */
  updateDelivery(
    id: number,
    update: Pick<WebhookDelivery, 'status' | 'attempts' | 'last_status_code' | 'last_error'> & {
      readonly nextAttemptAt: Date | null;
    },
    now: Date,
  ): Promise<void>;
  /** The webhook's latest deliveries, newest first. */
  deliveries(webhookId: number, limit: number): Promise<WebhookDelivery[]>;
  /** Deliveries still pending, with when each is due (a restarted in-process runner queues them all). */
  pending(): Promise<Array<{ readonly id: number; readonly dueAt: Date }>>;
  /** Pending deliveries due before `before` that no attempt holds at `now`: their job was lost. */
  overdue(before: Date, now: Date): Promise<number[]>;
  /** Drops every hold (a restarted single process: no attempt of a dead one is still running). */
  releaseHolds(): Promise<void>;
  /** Deletes finished deliveries created before `before`; answers how many. */
  pruneDeliveries(before: Date): Promise<number>;
}

export interface PendingDelivery {
  readonly id: number;
  readonly webhook: StoredWebhook;
  readonly alertId: number | null;
  readonly payload: string;
  readonly status: WebhookDelivery['status'];
  readonly attempts: number;
}

/** The receiver's answer to one POST, or why it could not be reached. */
export type PostOutcome = { readonly status: number } | { readonly error: string };

export interface WebhookPost {
  readonly url: string;
  readonly body: string;
  readonly secret: string;
  readonly unixSeconds: number;
  /** The delivery's stable id (`X-Chartpulse-Delivery`): the same on every attempt. */
  readonly deliveryId: number;
}

/**
 * POSTs a body to a URL signed with the secret at `unixSeconds` (`X-Chartpulse-Signature`), within
 * a total deadline.
 */
export interface WebhookSender {
  post(request: WebhookPost): Promise<PostOutcome>;
}

/** Refuses URLs whose host does not resolve or resolves to a non-public address (unless allowed). */
export interface AddressGuard {
  /** Null when the URL may be called, else why not in plain words. */
  refusal(url: string): Promise<string | null>;
}

/** Runs a delivery attempt later: pg-boss jobs on PostgreSQL, timers in this process on PGlite. */
export interface RetryScheduler {
  schedule(deliveryId: number, delayMs: number): Promise<void>;
}

/** Alerts older than this many days leave the inbox; delivery-log rows older than theirs are deleted. */
export interface AlertRetention {
  readonly inboxDays: number;
  readonly deliveryLogDays: number;
}

export interface Secrets {
  /** A new random webhook signing secret. */
  next(): string;
}

export interface WebhookTuning {
  /** Delay before each retry (attempt 2, 3, ...); its length + 1 = the attempts per delivery. */
  readonly retryDelaysMs: readonly number[];
  /** Failed deliveries in a row (each with its retries used up) after which a URL is disabled. */
  readonly disableAfter: number;
  /** The total deadline of one POST; an attempt holds its delivery a minute longer than this. */
  readonly timeoutMs: number;
}
