import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import type { Notice } from '@shared/ui/notice';
import { failureText } from './alert-labels';
import { ChannelTests } from './channel-tests';
import { RuleDraft } from './rule-draft';
import { WebhookList } from './webhook-list';

export type AccountAlertsStatus = 'loading' | 'error' | 'ready';

export const RULE_SAVED_MESSAGE = 'Your alert rule was saved.';

/**
 * My account's Alerts section (issue 23): the default rule and the server's sentence about it, the
 * test button per channel, and the webhooks.
 */
@injectable()
export class AccountAlertsViewModel {
  status: AccountAlertsStatus = 'loading';
  description = '';
  notice: Notice | null = null;
  isSaving = false;
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
      this.status = 'ready';
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
