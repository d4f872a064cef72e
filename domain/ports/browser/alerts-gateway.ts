import type {
  AlertChannel,
  AlertItemKind,
  AlertRule,
  AlertRulesAnswer,
  ChannelResult,
  InboxAlert,
  InboxFilter,
  WebhookDelivery,
  WebhookListAnswer,
  WebhookSummary,
} from '../../alerts/alert-contracts';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** A rule as the server answers it, with its one-sentence description ("You will be alerted when …"). */
export interface DescribedRule {
  readonly rule: AlertRule;
  readonly description: string;
}

/** An item's rule: its own (overridden) or the user's default. */
export interface ItemRule extends DescribedRule {
  readonly overridden: boolean;
}

/** One page of the inbox (20 a page, newest first) and how many alerts are unread in all. */
export interface InboxPage {
  readonly alerts: readonly InboxAlert[];
  readonly page: number;
  readonly total: number;
  readonly unread: number;
}

/** A new webhook and its signing secret, which the server shows this once. */
export interface NewWebhook {
  readonly webhook: WebhookSummary;
  readonly secret: string;
}

/**
 * The signed-in user's alerts calls (`/api/alerts`; shapes in domain/alerts/alert-contracts.ts):
 * rules (default and per item), webhooks, the inbox and the test button. A failure with a status is
 * the server saying no; one without a status is a request that got no answer.
 */
export interface AlertsGateway {
  rules(): Promise<RemoteResult<AlertRulesAnswer>>;
  saveDefaultRule(rule: AlertRule): Promise<RemoteResult<DescribedRule>>;
  itemRule(kind: AlertItemKind, spotifyId: string): Promise<RemoteResult<ItemRule>>;
  saveItemRule(kind: AlertItemKind, spotifyId: string, rule: AlertRule): Promise<RemoteResult<ItemRule>>;
  /** Drops the item's own rule: the default applies again. */
  resetItemRule(kind: AlertItemKind, spotifyId: string): Promise<RemoteResult<ItemRule>>;
  /** The user's webhooks and the URLs this installation accepts (`WEBHOOK_ALLOW_*`). */
  webhooks(): Promise<RemoteResult<WebhookListAnswer>>;
  addWebhook(url: string): Promise<RemoteResult<NewWebhook>>;
  /** Answers the new secret (shown once). */
  rotateWebhookSecret(id: number): Promise<RemoteResult<string>>;
  enableWebhook(id: number): Promise<RemoteResult<WebhookSummary>>;
  deleteWebhook(id: number): Promise<RemoteResult<void>>;
  /** The latest 50 deliveries, newest first. */
  webhookDeliveries(id: number): Promise<RemoteResult<readonly WebhookDelivery[]>>;
  /** One page of the inbox, filtered (no filter: every alert). */
  inbox(page: number, filter?: InboxFilter): Promise<RemoteResult<InboxPage>>;
  unreadCount(): Promise<RemoteResult<number>>;
  /** Marks the alerts read (all of them without ids); answers the unread count left. */
  markRead(ids?: readonly number[]): Promise<RemoteResult<number>>;
  /** Sends a test alert through the channel's real path (a webhook's when `webhookId` is given). */
  sendTest(channel: AlertChannel, webhookId?: number): Promise<RemoteResult<ChannelResult>>;
}

export const AlertsGateway: PortToken<AlertsGateway> = Symbol.for('AlertsGateway');
