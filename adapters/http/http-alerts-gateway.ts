import { keyedApiPath } from '@domain/links';
import type { AxiosInstance } from 'axios';
import type {
  AlertChannel,
  AlertItemKind,
  AlertRule,
  AlertRulesAnswer,
  ChannelResult,
  InboxFilter,
  WebhookDelivery,
  WebhookListAnswer,
  WebhookSummary,
} from '@domain/alerts/alert-contracts';
import type { WebhookPolicy } from '@domain/alerts/webhook-policy';
import type {
  AlertsGateway,
  DescribedRule,
  InboxPage,
  ItemRule,
  NewWebhook,
} from '@domain/ports/browser/alerts-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { type ApiAnswer, callApi } from './api-failure';

/** AlertsGateway over `/api/alerts` (domain/alerts/alert-contracts.ts). */
export class HttpAlertsGateway implements AlertsGateway {
  constructor(private readonly api: AxiosInstance) {}

  rules(): Promise<RemoteResult<AlertRulesAnswer>> {
    return callApi(
      () => this.api.get<ApiAnswer>('/alerts/rules'),
      (data) => ({
        default_rule: present(data.default_rule, 'default_rule') as AlertRule,
        description: text(data.description),
        overrides: (Array.isArray(data.overrides) ? data.overrides : []) as AlertRulesAnswer['overrides'],
        channels_open: present(data.channels_open, 'channels_open') as AlertRulesAnswer['channels_open'],
        channel_blocks: present(data.channel_blocks, 'channel_blocks') as AlertRulesAnswer['channel_blocks'],
      }),
    );
  }

  saveDefaultRule(rule: AlertRule): Promise<RemoteResult<DescribedRule>> {
    return callApi(
      () => this.api.put<ApiAnswer>('/alerts/rules/default', rule),
      (data) => ({
        rule: present(data.default_rule, 'default_rule') as AlertRule,
        description: text(data.description),
      }),
    );
  }

  itemRule(kind: AlertItemKind, spotifyId: string): Promise<RemoteResult<ItemRule>> {
    return callApi(() => this.api.get<ApiAnswer>(itemRulePath(kind, spotifyId)), toItemRule);
  }

  saveItemRule(kind: AlertItemKind, spotifyId: string, rule: AlertRule): Promise<RemoteResult<ItemRule>> {
    return callApi(() => this.api.put<ApiAnswer>(itemRulePath(kind, spotifyId), rule), toItemRule);
  }

  resetItemRule(kind: AlertItemKind, spotifyId: string): Promise<RemoteResult<ItemRule>> {
    return callApi(() => this.api.delete<ApiAnswer>(itemRulePath(kind, spotifyId)), toItemRule);
  }

  webhooks(): Promise<RemoteResult<WebhookListAnswer>> {
    return callApi(
      () => this.api.get<ApiAnswer>('/alerts/webhooks'),
      (data) => ({
        webhooks: list<WebhookSummary>(data.webhooks, 'webhooks'),
        policy: present(data.policy, 'policy') as WebhookPolicy,
      }),
    );
  }

  addWebhook(url: string): Promise<RemoteResult<NewWebhook>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/alerts/webhooks', { url }),
      (data) => ({
        webhook: present(data.webhook, 'webhook') as WebhookSummary,
        secret: text(data.secret, 'secret'),
      }),
    );
  }

  rotateWebhookSecret(id: number): Promise<RemoteResult<string>> {
    return callApi(
      () => this.api.post<ApiAnswer>(`/alerts/webhooks/${id}/rotate-secret`),
      (data) => text(data.secret, 'secret'),
    );
  }

  enableWebhook(id: number): Promise<RemoteResult<WebhookSummary>> {
    return callApi(
      () => this.api.post<ApiAnswer>(`/alerts/webhooks/${id}/enable`),
      (data) => present(data.webhook, 'webhook') as WebhookSummary,
    );
  }

  deleteWebhook(id: number): Promise<RemoteResult<void>> {
    return callApi(
      () => this.api.delete<ApiAnswer>(`/alerts/webhooks/${id}`),
      () => undefined,
    );
  }

  webhookDeliveries(id: number): Promise<RemoteResult<readonly WebhookDelivery[]>> {
    return callApi(
      () => this.api.get<ApiAnswer>(`/alerts/webhooks/${id}/deliveries`),
      (data) => list<WebhookDelivery>(data.deliveries, 'deliveries'),
    );
  }

  inbox(page: number, filter: InboxFilter = {}): Promise<RemoteResult<InboxPage>> {
    return callApi(
      () => this.api.get<ApiAnswer>('/alerts/inbox', { params: { page, ...filter } }),
      (data) => ({
        alerts: list(data.alerts, 'alerts'),
        page: count(data.page, 'page'),
        total: count(data.total, 'total'),
        unread: count(data.unread, 'unread'),
      }),
    );
  }

  unreadCount(): Promise<RemoteResult<number>> {
    return callApi(
      () => this.api.get<ApiAnswer>('/alerts/unread-count'),
      (data) => count(data.unread, 'unread'),
    );
  }

  markRead(ids?: readonly number[]): Promise<RemoteResult<number>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/alerts/inbox/read', ids ? { ids } : {}),
      (data) => count(data.unread, 'unread'),
    );
  }

  sendTest(channel: AlertChannel, webhookId?: number): Promise<RemoteResult<ChannelResult>> {
    const body = webhookId === undefined ? { channel } : { channel, webhook_id: webhookId };
    return callApi(
      () => this.api.post<ApiAnswer>('/alerts/test', body),
      (data) => present(data.result, 'result') as ChannelResult,
    );
  }
}

const itemRulePath = (kind: AlertItemKind, spotifyId: string) =>
  keyedApiPath(`/alerts/rules/${kind}`, spotifyId);

function toItemRule(data: ApiAnswer): ItemRule {
  return {
    rule: present(data.rule, 'rule') as AlertRule,
    overridden: data.overridden === true,
    description: text(data.description),
  };
}

function present(value: unknown, name: string): object {
  if (!value || typeof value !== 'object') throw new Error(`No ${name} in the answer`);
  return value;
}

function text(value: unknown, name?: string): string {
  if (typeof value === 'string') return value;
  if (name) throw new Error(`No ${name} in the answer`);
  return '';
}

function count(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`No ${name} in the answer`);
  return value;
}

function list<T>(value: unknown, name: string): readonly T[] {
  if (!Array.isArray(value)) throw new Error(`No ${name} in the answer`);
  return value as T[];
}
