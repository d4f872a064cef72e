// JSON shapes of the alerts API (`/api/alerts`), shared by the server and the browser.
// Every answer is wrapped the house way: `{ success: true, ...payload }` or `{ success: false, error }`.
import type { MusicServiceName } from '../catalog/item-key';
import type { ChannelReadiness } from './channel-readiness';
import type { WebhookPolicy } from './webhook-policy';

export type AlertEventKind =
  /** The latest change is unusual against the item's own recent daily changes (robust score). */
  | 'unusual_move'
  /** The old fixed rule: ±5% or ±1,000 followers, or ±5 popularity points since the last alert. */
  | 'absolute_move'
  /** A new anomaly event on a tracked playlist's follower curve. */
  | 'anomaly_event'
  /** A tracked playlist's verdict grade changed. */
  | 'grade_change'
  /** A tracked artist or track landed on a playlist graded `likely_botted`. */
  | 'botted_placement'
  /** Followers crossed a round milestone (1K, 10K, 100K, 1M, ...). */
  | 'milestone';

export const ALERT_EVENT_KINDS: readonly AlertEventKind[] = [
  'unusual_move',
  'absolute_move',
  'anomaly_event',
  'grade_change',
  'botted_placement',
  'milestone',
];

export type AlertChannel = 'email' | 'telegram' | 'webhook';
export const ALERT_CHANNELS: readonly AlertChannel[] = ['email', 'telegram', 'webhook'];

/** How often a channel delivers: at once, or grouped in a daily or weekly digest. */
export type AlertFrequency = 'off' | 'instant' | 'daily' | 'weekly';

/** How unusual a move must be: a robust z-score threshold of 6 (low), 4 (medium) or 3 (high). */
export type AlertSensitivity = 'low' | 'medium' | 'high';

export interface AlertRule {
  readonly events: readonly AlertEventKind[];
  readonly sensitivity: AlertSensitivity;
  readonly channels: Readonly<Record<AlertChannel, AlertFrequency>>;
}

export type AlertItemKind = 'artist' | 'track' | 'playlist';

export interface AlertItemRef {
  readonly kind: AlertItemKind;
  /** The item key (domain/catalog/item-key.ts): a Spotify id, or `deezer:{id}`. */
  readonly spotify_id: string;
  readonly name: string;
}

/** `GET /api/alerts/rules` */
export interface AlertRulesAnswer {
  readonly default_rule: AlertRule;
  /** One sentence saying what will trigger an alert under the default rule. */
  readonly description: string;
  readonly overrides: ReadonlyArray<{ readonly item: AlertItemRef; readonly rule: AlertRule }>;
  /**
   * Whether each channel can deliver now: email while the installation has a mail server and
   * "email notifications" is on in My Account, Telegram while the installation has a bot, a chat is
   * linked and its messages are on, webhook while one is active. A channel set in a rule but closed
   * here delivers nothing (its alerts still reach the inbox).
   */
  readonly channels_open: Readonly<Record<AlertChannel, boolean>>;
  /** Per channel: null when it will deliver, else why not (`CHANNEL_BLOCK_WORDS` says it in words). */
  readonly channel_blocks: ChannelReadiness;
}
// PUT /api/alerts/rules/default            body: AlertRule            -> { success, default_rule, description }
// GET /api/alerts/rules/{kind}/{id}                                   -> { success, rule, overridden: boolean, description }
// PUT /api/alerts/rules/{kind}/{id}        body: AlertRule (item must be tracked by the user)
//                                                                     -> { success, rule, overridden: true, description }
// DELETE /api/alerts/rules/{kind}/{id}     (back to the default)      -> { success, rule, overridden: false, description }

export type WebhookState = 'active' | 'disabled';

export interface WebhookSummary {
  readonly id: number;
  readonly url: string;
  readonly state: WebhookState;
  /** Why it was disabled, in plain words (e.g. "Disabled after 10 failed deliveries in a row."). */
  readonly disabled_reason: string | null;
  readonly created_at: string;
  readonly consecutive_failures: number;
}
/** `GET /api/alerts/webhooks`: the user's webhooks and what the installation accepts as a URL. */
export interface WebhookListAnswer {
  readonly webhooks: readonly WebhookSummary[];
  readonly policy: WebhookPolicy;
}
// GET    /api/alerts/webhooks                       -> { success, webhooks: WebhookSummary[], policy: WebhookPolicy }
// POST   /api/alerts/webhooks        body {url}     -> { success, webhook: WebhookSummary, secret: string }  (secret shown once)
// POST   /api/alerts/webhooks/{id}/rotate-secret    -> { success, secret: string }
// POST   /api/alerts/webhooks/{id}/enable           -> { success, webhook: WebhookSummary }
// DELETE /api/alerts/webhooks/{id}                  -> { success }
// GET    /api/alerts/webhooks/{id}/deliveries       -> { success, deliveries: WebhookDelivery[] } (newest first, 50)

export interface WebhookDelivery {
  readonly id: number;
  readonly created_at: string;
  readonly event: AlertEventKind | 'test';
  readonly status: 'pending' | 'delivered' | 'failed';
  readonly attempts: number;
  /** The receiver's last HTTP status, or null when it could not be reached. */
  readonly last_status_code: number | null;
  readonly last_error: string | null;
}

export interface ChannelResult {
  readonly channel: AlertChannel;
  readonly status: 'sent' | 'failed' | 'pending' | 'queued_for_digest';
  /** Plain words on failure ("Telegram is not linked.", "The receiver answered 500."). */
  readonly detail: string | null;
}

/** What an inbox alert is about: an event, a test, or a webhook Chartpulse disabled after failures. */
export type InboxEvent = AlertEventKind | 'test' | 'webhook_disabled';

export interface InboxAlert {
  readonly id: number;
  readonly created_at: string;
  readonly item: AlertItemRef | null;
  readonly event: InboxEvent;
  /** One plain sentence, e.g. "Followers rose by +12,345 (+3.1%) in a day, unusual for this artist." */
  readonly message: string;
  readonly channels: readonly ChannelResult[];
  readonly read: boolean;
}
/** Which alerts an inbox page lists: by event, by item kind, by read state (unset: all). */
export interface InboxFilter {
  readonly event?: InboxEvent;
  readonly kind?: AlertItemKind;
  readonly state?: 'read' | 'unread';
}
export const INBOX_EVENTS: readonly InboxEvent[] = [...ALERT_EVENT_KINDS, 'test', 'webhook_disabled'];
// GET  /api/alerts/inbox?page=1&event=&kind=&state=  -> { success, alerts: InboxAlert[], page, total, unread }
//      (20 a page, newest first; `total` counts the filtered alerts, `unread` all unread ones)
// GET  /api/alerts/unread-count        -> { success, unread: number }
// POST /api/alerts/inbox/read          body {ids?: number[]} (none = all) -> { success, unread: number }

// POST /api/alerts/test   body { channel: AlertChannel, webhook_id?: number }
//   -> { success: true, result: ChannelResult }   (delivered through the real path; recorded in the inbox as event 'test')

/** The JSON body POSTed to a webhook; signed as `X-Chartpulse-Signature: t=<unix>,v1=<hex>` where
 * hex = HMAC-SHA256(secret, `${t}.${rawBody}`). */
export interface WebhookPayload {
  readonly id: string;
  readonly type: AlertEventKind | 'test';
  readonly created_at: string;
  /**
   * The item (`spotify_id` holds its item key: the Spotify id, or `deezer:{id}`), its `service`, and
   * `url`, its page in the app (`/deezer/…` for a Deezer item).
   */
  readonly item: (AlertItemRef & { readonly service: MusicServiceName; readonly url: string }) | null;
  readonly message: string;
  readonly data: Readonly<Record<string, unknown>>;
}
