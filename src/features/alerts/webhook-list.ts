import { makeAutoObservable, runInAction } from 'mobx';
import type { WebhookDelivery, WebhookSummary } from '@domain/alerts/alert-contracts';
import {
  acceptedSchemes,
  STRICT_WEBHOOK_POLICY,
  type WebhookPolicy,
  webhookUrlProblem,
} from '@domain/alerts/webhook-policy';
import type { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { Notice } from '@shared/ui/notice';
import { failureText } from './alert-labels';
import type { ChannelTests } from './channel-tests';

type Failure = Extract<RemoteResult<unknown>, { ok: false }>;

/** A signing secret the server handed out; shown until the user dismisses it, never again. */
export interface RevealedSecret {
  readonly webhookId: number;
  readonly url: string;
  readonly secret: string;
}

export interface DeliveryLog {
  readonly status: 'loading' | 'error' | 'ready';
  readonly deliveries: readonly WebhookDelivery[];
}

/**
 * The user's webhooks: add an https URL (its secret shown once), rotate the secret, enable one the
 * server disabled, delete, and each one's delivery log (status code, attempts) on demand.
 */
export class WebhookList {
  hooks: readonly WebhookSummary[] = [];
  /** What the server accepts as a URL (its `WEBHOOK_ALLOW_*` settings), as it last said. */
  policy: WebhookPolicy = STRICT_WEBHOOK_POLICY;
  newUrl = '';
  isAdding = false;
  revealed: RevealedSecret | null = null;
  notice: Notice | null = null;
  busy = new Set<number>();
  logs = new Map<number, DeliveryLog>();

  constructor(
    private readonly gateway: AlertsGateway,
    readonly tests: ChannelTests,
    /** After a webhook is added, enabled or deleted (the channel may have opened or closed). */
    private readonly onHooksChanged: () => void = () => undefined,
  ) {
    makeAutoObservable<WebhookList, 'gateway' | 'onHooksChanged'>(
      this,
      { gateway: false, tests: false, onHooksChanged: false },
      { autoBind: true },
    );
  }

  async load(): Promise<Failure | null> {
    const answer = await this.gateway.webhooks();
    if (!answer.ok) return answer;
    runInAction(() => {
      this.hooks = answer.value.webhooks;
      this.policy = answer.value.policy;
    });
    return null;
  }

  setNewUrl(url: string): void {
    this.newUrl = url;
  }

  async add(): Promise<void> {
    const url = this.newUrl.trim();
    if (this.isAdding) return;
    const problem = /^https?:\/\//i.test(url)
      ? webhookUrlProblem(url, this.policy)
      : `Enter the webhook’s address, starting with ${acceptedSchemes(this.policy)}.`;
    if (problem) {
      this.notice = { kind: 'error', text: problem };
      return;
    }
    this.isAdding = true;
    this.notice = null;
    this.revealed = null;
    const answer = await this.gateway.addWebhook(url);
    runInAction(() => {
      this.isAdding = false;
      if (!answer.ok) {
        this.notice = { kind: 'error', text: `The webhook was not added. ${failureText(answer)}` };
        return;
      }
      this.hooks = [...this.hooks, answer.value.webhook];
      this.newUrl = '';
      this.revealed = { webhookId: answer.value.webhook.id, url, secret: answer.value.secret };
    });
    if (answer.ok) this.onHooksChanged();
  }

  async rotateSecret(hook: WebhookSummary): Promise<void> {
    await this.withBusy(
      hook.id,
      () => this.gateway.rotateWebhookSecret(hook.id),
      (secret) => {
        this.revealed = { webhookId: hook.id, url: hook.url, secret };
      },
    );
  }

  async enable(hook: WebhookSummary): Promise<void> {
    await this.withBusy(
      hook.id,
      () => this.gateway.enableWebhook(hook.id),
      (enabled) => {
        this.hooks = this.hooks.map((candidate) => (candidate.id === hook.id ? enabled : candidate));
        this.onHooksChanged();
      },
    );
  }

  async remove(hook: WebhookSummary): Promise<void> {
    await this.withBusy(
      hook.id,
      () => this.gateway.deleteWebhook(hook.id),
      () => {
        this.hooks = this.hooks.filter((candidate) => candidate.id !== hook.id);
        this.logs.delete(hook.id);
        if (this.revealed?.webhookId === hook.id) this.revealed = null;
        this.onHooksChanged();
      },
    );
  }

  /** The secret has been copied (or the user chose not to): it is gone from the page for good. */
  dismissSecret(): void {
    this.revealed = null;
  }

  isLogOpen(id: number): boolean {
    return this.logs.has(id);
  }

  /** Opens (and reads) a webhook's delivery log, or closes it. */
  async toggleLog(id: number): Promise<void> {
    if (this.logs.has(id)) {
      this.logs.delete(id);
      return;
    }
    await this.refreshLog(id);
  }

  async refreshLog(id: number): Promise<void> {
    this.logs.set(id, { status: 'loading', deliveries: this.logs.get(id)?.deliveries ?? [] });
    const answer = await this.gateway.webhookDeliveries(id);
    runInAction(() => {
      if (!this.logs.has(id)) return;
      this.logs.set(
        id,
        answer.ok ? { status: 'ready', deliveries: answer.value } : { status: 'error', deliveries: [] },
      );
    });
  }

  /** A test alert to this webhook; its log, when open, shows the new delivery. */
  async sendTest(id: number): Promise<void> {
    await this.tests.send('webhook', id);
    if (this.logs.has(id)) await this.refreshLog(id);
  }

  dismissNotice(): void {
    this.notice = null;
  }

  private async withBusy<T>(
    id: number,
    call: () => Promise<RemoteResult<T>>,
    done: (value: T) => void,
  ): Promise<void> {
    if (this.busy.has(id)) return;
    this.busy.add(id);
    this.notice = null;
    const answer = await call();
    runInAction(() => {
      this.busy.delete(id);
      if (answer.ok) done(answer.value);
      else this.notice = { kind: 'error', text: failureText(answer) };
    });
  }
}
