import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ALERT_CHANNELS, type AlertChannel } from '@domain/alerts/alert-contracts';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import type { Notice } from '@shared/ui/notice';
import { CLOSED_CHANNEL_NOTES, failureText } from './alert-labels';
import { ChannelTests } from './channel-tests';
import { RuleDraft } from './rule-draft';
import { WebhookList } from './webhook-list';

export type AccountAlertsStatus = 'loading' | 'error' | 'ready';

export const RULE_SAVED_MESSAGE = 'Your alert rule was saved.';

/**
 * My account's Alerts section: the default rule and the server's sentence about it, the
 * test button per channel, and the webhooks.
 */
@injectable()
export class AccountAlertsViewModel {
  status: AccountAlertsStatus = 'loading';
  description = '';
  notice: Notice | null = null;
  isSaving = false;
  /** Whether email and Telegram can deliver now (My Account's settings), as the server last said. */
  channelsOpen: Readonly<Record<AlertChannel, boolean>> = { email: true, telegram: true, webhook: true };
  readonly draft: RuleDraft;
  readonly tests: ChannelTests;
  readonly webhooks: WebhookList;

  constructor(
    @inject(AlertsGateway) private readonly gateway: AlertsGateway,
    @inject(AuthStore) private readonly auth: AuthStore,
  ) {
    this.draft = new RuleDraft({
      events: [],
      sensitivity: 'medium',
      channels: { email: 'off', telegram: 'off', webhook: 'off' },
    });
    this.tests = new ChannelTests(gateway);
    this.webhooks = new WebhookList(gateway, this.tests);
    makeAutoObservable<AccountAlertsViewModel, 'gateway' | 'auth'>(
      this,
      { gateway: false, auth: false, draft: false, tests: false, webhooks: false },
      { autoBind: true },
    );
  }

  /** A note under each channel the rule uses that cannot deliver now. */
  get closedChannelNotes(): Partial<Record<AlertChannel, string>> {
    const open = {
      ...this.channelsOpen,
      webhook: this.webhooks.hooks.some((hook) => hook.state === 'active'),
    };
    const closed = ALERT_CHANNELS.filter(
      (channel) => this.draft.rule.channels[channel] !== 'off' && !open[channel],
    );
    return Object.fromEntries(closed.map((channel) => [channel, CLOSED_CHANNEL_NOTES[channel]]));
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const [rules, webhooksFailure] = await Promise.all([this.gateway.rules(), this.webhooks.load()]);
    runInAction(() => {
      const failure = !rules.ok ? rules : webhooksFailure;
      if (failure) {
        if (failure.status === 401) return this.auth.expireSession();
        this.status = 'error';
        this.notice = {
          kind: 'error',
          text: `Your alert settings could not be loaded. ${failureText(failure)}`,
        };
        return;
      }
      if (!rules.ok) return;
      this.draft.reset(rules.value.default_rule);
      this.description = rules.value.description;
      this.channelsOpen = rules.value.channels_open;
      this.status = 'ready';
    });
  }

  /** My Account saved choices that open or close channels: ask the server which are open now. */
  async refreshChannels(): Promise<void> {
    const rules = await this.gateway.rules();
    if (!rules.ok) return;
    runInAction(() => {
      this.channelsOpen = rules.value.channels_open;
    });
  }

  async save(): Promise<void> {
    if (this.isSaving) return;
    this.isSaving = true;
    this.notice = null;
    const answer = await this.gateway.saveDefaultRule(this.draft.rule);
    runInAction(() => {
      this.isSaving = false;
      if (!answer.ok) {
        if (answer.status === 401) return this.auth.expireSession();
        this.notice = { kind: 'error', text: `Your alert rule was not saved. ${failureText(answer)}` };
        return;
      }
      this.draft.reset(answer.value.rule);
      this.description = answer.value.description;
      this.notice = { kind: 'success', text: RULE_SAVED_MESSAGE };
    });
  }

  dismissNotice(): void {
    this.notice = null;
  }
}
