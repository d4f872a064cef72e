import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ALERT_CHANNELS, type AlertChannel } from '@domain/alerts/alert-contracts';
import { ALL_CHANNELS_READY, type ChannelReadiness } from '@domain/alerts/channel-readiness';
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
  /** Which channels can deliver now and why the others cannot, as the server last said. */
  channelBlocks: ChannelReadiness = ALL_CHANNELS_READY;
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
    this.webhooks = new WebhookList(gateway, this.tests, () => void this.refreshChannels());
    makeAutoObservable<AccountAlertsViewModel, 'gateway' | 'auth'>(
      this,
      { gateway: false, auth: false, draft: false, tests: false, webhooks: false },
      { autoBind: true },
    );
  }

  /** A note under each channel the rule uses that cannot deliver now (webhooks as listed here). */
  get closedChannelNotes(): Partial<Record<AlertChannel, string>> {
    const hooks = this.webhooks.hooks;
    const blocks: ChannelReadiness = {
      ...this.channelBlocks,
      webhook:
        hooks.length === 0
          ? 'no_webhook'
          : hooks.some((hook) => hook.state === 'active')
            ? null
            : 'webhooks_disabled',
    };
    return Object.fromEntries(
      ALERT_CHANNELS.flatMap((channel) => {
        const block = blocks[channel];
        return this.draft.rule.channels[channel] === 'off' || block === null
          ? []
          : [[channel, CLOSED_CHANNEL_NOTES[block]]];
      }),
    );
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
      this.channelBlocks = rules.value.channel_blocks;
      this.status = 'ready';
    });
  }

  /**
   * My Account saved choices, or the webhooks changed, so channels opened or closed: ask the server
   * which are open now, and its sentence (the saved rule's, so only while no edit is pending).
   */
  async refreshChannels(): Promise<void> {
    const rules = await this.gateway.rules();
    if (!rules.ok) return;
    runInAction(() => {
      this.channelBlocks = rules.value.channel_blocks;
      if (!this.draft.isChanged) this.description = rules.value.description;
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
