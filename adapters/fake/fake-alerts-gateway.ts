import { DEFAULT_ALERT_RULE, describeRule } from '@domain/alerts/alert-rules';
import { type ChannelReadiness, channelReadiness } from '@domain/alerts/channel-readiness';
import { ruleForKind } from '@domain/alerts/kind-events';
import { failedTestMessage, testAlertMessage } from '@domain/alerts/test-alert-words';
import { STRICT_WEBHOOK_POLICY, type WebhookPolicy, webhookUrlProblem } from '@domain/alerts/webhook-policy';
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
} from '@domain/alerts/alert-contracts';
import type {
  AlertsGateway,
  DescribedRule,
  InboxPage,
  ItemRule,
  NewWebhook,
} from '@domain/ports/browser/alerts-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { DEMO_INBOX } from './fake-alerts-inbox';

export interface FakeAlertsOptions {
  /** Whether somebody is signed in (the fake auth gateway answers); every call is a 401 otherwise. */
  readonly signedIn?: () => Promise<boolean>;
  /** The inbox to start with, newest first (a few demo alerts by default). */
  readonly inbox?: readonly InboxAlert[];
  /** My Account's choices that let email and Telegram deliver (read before every call when given). */
  readonly gates?: () => Promise<{ readonly email: boolean; readonly telegram: boolean }>;
}

const PAGE_SIZE = 20;
const signedOut = { ok: false, error: 'Please log in to continue.', status: 401 } as const;
const refused = (error: string, status = 400) => ({ ok: false, error, status }) as const;
const ok = <T>(value: T) => ({ ok: true, value }) as const;

/**
 * In-memory alerts for the static demo and UI tests: one user's rules, webhooks and inbox. A test
 * alert lands in the inbox like the server's; email and Telegram go out while their gates are open
 * (My Account's choices), and a webhook answers with `receiverStatus`.
 */
export class FakeAlertsGateway implements AlertsGateway {
  /** Test helper: set to make the next calls fail as if the server could not be reached. */
  unreachable = false;
  /** Test helper (or the `gates` option): whether Telegram messages are on, with a linked chat. */
  telegramLinked = false;
  /** Test helper: whether email notifications are on in My Account (email alerts need them). */
  emailNotificationsOn = true;
  /** Test helper: the HTTP status every webhook receiver answers. */
  receiverStatus = 200;
  /** Test helper: what the installation accepts as a webhook URL. */
  webhookPolicy: WebhookPolicy = STRICT_WEBHOOK_POLICY;
  private defaultRule: AlertRule = DEFAULT_ALERT_RULE;
  private readonly itemRules = new Map<string, AlertRule>();
  private readonly hooks: WebhookSummary[] = [];
  private readonly deliveries = new Map<number, WebhookDelivery[]>();
  private alerts: InboxAlert[];
  private nextId = 1000;

  constructor(private readonly options: FakeAlertsOptions = {}) {
    this.alerts = [...(options.inbox ?? DEMO_INBOX)];
  }

  rules(): Promise<RemoteResult<AlertRulesAnswer>> {
    return this.answer(() =>
      ok({
        default_rule: this.defaultRule,
        description: describeRule(this.defaultRule, this.readiness()),
        overrides: [],
        channels_open: {
          email: this.readiness().email === null,
          telegram: this.readiness().telegram === null,
          webhook: this.readiness().webhook === null,
        },
        channel_blocks: this.readiness(),
      }),
    );
  }

  saveDefaultRule(rule: AlertRule): Promise<RemoteResult<DescribedRule>> {
    return this.answer(() => {
      this.defaultRule = rule;
      return ok({ rule, description: describeRule(rule, this.readiness()) });
    });
  }

  itemRule(kind: AlertItemKind, spotifyId: string): Promise<RemoteResult<ItemRule>> {
    return this.answer(() => ok(this.ruleOf(kind, spotifyId)));
  }

  saveItemRule(kind: AlertItemKind, spotifyId: string, rule: AlertRule): Promise<RemoteResult<ItemRule>> {
    return this.answer(() => {
      this.itemRules.set(`${kind}:${spotifyId}`, rule);
      return ok(this.ruleOf(kind, spotifyId));
    });
  }

  resetItemRule(kind: AlertItemKind, spotifyId: string): Promise<RemoteResult<ItemRule>> {
    return this.answer(() => {
      this.itemRules.delete(`${kind}:${spotifyId}`);
      return ok(this.ruleOf(kind, spotifyId));
    });
  }

  webhooks(): Promise<RemoteResult<WebhookListAnswer>> {
    return this.answer(() => ok({ webhooks: [...this.hooks], policy: this.webhookPolicy }));
  }

  addWebhook(url: string): Promise<RemoteResult<NewWebhook>> {
    return this.answer(() => {
      const problem = webhookUrlProblem(url, this.webhookPolicy);
      if (problem) return refused(problem);
      if (!this.webhookPolicy.allow_private && /^https?:\/\/(localhost|127\.|10\.|192\.168\.)/.test(url)) {
        return refused(
          "Webhooks can only call hosts that resolve to public internet addresses, and this URL's host does not. Private addresses are refused on this installation (WEBHOOK_ALLOW_PRIVATE is off).",
        );
      }
      const webhook: WebhookSummary = {
        id: ++this.nextId,
        url,
        state: 'active',
        disabled_reason: null,
        created_at: '2026-11-26T10:00:00.000Z',
        consecutive_failures: 0,
      };
      this.hooks.push(webhook);
      this.deliveries.set(webhook.id, []);
      return ok({ webhook, secret: this.secret() });
    });
  }

  rotateWebhookSecret(id: number): Promise<RemoteResult<string>> {
    return this.withHook(id, () => ok(this.secret()));
  }

  enableWebhook(id: number): Promise<RemoteResult<WebhookSummary>> {
    return this.withHook(id, (hook, index) => {
      const enabled: WebhookSummary = {
        ...hook,
        state: 'active',
        disabled_reason: null,
        consecutive_failures: 0,
      };
      this.hooks[index] = enabled;
      return ok(enabled);
    });
  }

  deleteWebhook(id: number): Promise<RemoteResult<void>> {
    return this.withHook(id, (_hook, index) => {
      this.hooks.splice(index, 1);
      return ok(undefined);
    });
  }

  webhookDeliveries(id: number): Promise<RemoteResult<readonly WebhookDelivery[]>> {
    return this.withHook(id, () => ok([...(this.deliveries.get(id) ?? [])]));
  }

  inbox(page: number, filter: InboxFilter = {}): Promise<RemoteResult<InboxPage>> {
    return this.answer(() => {
      const start = (page - 1) * PAGE_SIZE;
      const matching = this.alerts.filter(
        (alert) =>
          (filter.event === undefined || alert.event === filter.event) &&
          (filter.kind === undefined || alert.item?.kind === filter.kind) &&
          (filter.state === undefined || alert.read === (filter.state === 'read')),
      );
      const alerts = matching.slice(start, start + PAGE_SIZE);
      return ok({ alerts, page, total: matching.length, unread: this.unread() });
    });
  }

  unreadCount(): Promise<RemoteResult<number>> {
    return this.answer(() => ok(this.unread()));
  }

  markRead(ids?: readonly number[]): Promise<RemoteResult<number>> {
    return this.answer(() => {
      this.alerts = this.alerts.map((alert) =>
        !ids || ids.includes(alert.id) ? { ...alert, read: true } : alert,
      );
      return ok(this.unread());
    });
  }

  sendTest(channel: AlertChannel, webhookId?: number): Promise<RemoteResult<ChannelResult>> {
    return this.answer(() => {
      const result = this.testResult(channel, webhookId);
      this.alerts.unshift({
        id: ++this.nextId,
        created_at: '2026-11-26T10:30:00.000Z',
        item: null,
        event: 'test',
        message:
          result.status === 'failed' ? failedTestMessage(channel, result.detail) : testAlertMessage(channel),
        channels: [result],
        read: false,
      });
      return ok(result);
    });
  }

  private testResult(channel: AlertChannel, webhookId?: number): ChannelResult {
    if (channel === 'email') {
      return this.emailNotificationsOn
        ? { channel, status: 'sent', detail: null }
        : { channel, status: 'failed', detail: 'Email notifications are off in My Account.' };
    }
    if (channel === 'telegram') {
      return this.telegramLinked
        ? { channel, status: 'sent', detail: null }
        : { channel, status: 'failed', detail: 'Telegram is not linked.' };
    }
    const hook = this.hooks.find((candidate) => webhookId === undefined || candidate.id === webhookId);
    if (!hook) return { channel, status: 'failed', detail: 'There is no webhook to send to.' };
    const delivered = this.receiverStatus < 400;
    this.deliveries.get(hook.id)?.unshift({
      id: ++this.nextId,
      created_at: '2026-11-26T10:30:00.000Z',
      event: 'test',
      status: delivered ? 'delivered' : 'failed',
      attempts: 1,
      last_status_code: this.receiverStatus,
      last_error: delivered ? null : `The receiver answered ${this.receiverStatus}.`,
    });
    return delivered
      ? { channel, status: 'sent', detail: null }
      : { channel, status: 'failed', detail: `The receiver answered ${this.receiverStatus}.` };
  }

  private ruleOf(kind: AlertItemKind, spotifyId: string): ItemRule {
    const own = this.itemRules.get(`${kind}:${spotifyId}`);
    const rule = ruleForKind(own ?? this.defaultRule, kind);
    return { rule, overridden: own !== undefined, description: describeRule(rule, this.readiness()) };
  }

  /** The demo installation has mail and a Telegram bot; the rest is the user's choices. */
  private readiness(): ChannelReadiness {
    return channelReadiness({
      mailConfigured: true,
      emailOn: this.emailNotificationsOn,
      telegramAvailable: true,
      telegramLinked: this.telegramLinked,
      telegramOn: this.telegramLinked,
      webhooks: this.hooks,
    });
  }

  private unread(): number {
    return this.alerts.filter((alert) => !alert.read).length;
  }

  private secret(): string {
    return `whsec_fake${String(++this.nextId).padStart(24, '0')}`;
  }

  private withHook<T>(
    id: number,
    use: (hook: WebhookSummary, index: number) => RemoteResult<T>,
  ): Promise<RemoteResult<T>> {
    return this.answer(() => {
      const index = this.hooks.findIndex((hook) => hook.id === id);
      const hook = this.hooks[index];
      return hook ? use(hook, index) : refused('Webhook not found.', 404);
    });
  }

  private async answer<T>(use: () => RemoteResult<T>): Promise<RemoteResult<T>> {
    if (this.unreachable) return { ok: false, error: null, status: null };
    if (this.options.signedIn && !(await this.options.signedIn())) return signedOut;
    if (this.options.gates) {
      const gates = await this.options.gates();
      this.emailNotificationsOn = gates.email;
      this.telegramLinked = gates.telegram;
    }
    return use();
  }
}
