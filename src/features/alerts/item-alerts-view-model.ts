import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AlertItemKind } from '@domain/alerts/alert-contracts';
import { AlertsGateway, type ItemRule } from '@domain/ports/browser/alerts-gateway';
import type { Notice } from '@shared/ui/notice';
import { failureText } from './alert-labels';
import { RuleDraft } from './rule-draft';

export type ItemAlertsStatus = 'idle' | 'loading' | 'error' | 'ready';

export const ITEM_RULE_SAVED_MESSAGE = 'This item now has its own alert rule.';
export const ITEM_RULE_RESET_MESSAGE = 'This item follows your default alert rule again.';

/**
 * "Alerts for this item" on a tracked item's page: whether it follows the default rule or its own,
 * the sentence saying what will trigger an alert, a custom rule, and back to the default. Only the
 * answers about the item last loaded count.
 */
@injectable()
export class ItemAlertsViewModel {
  status: ItemAlertsStatus = 'idle';
  overridden = false;
  description = '';
  isEditing = false;
  isSaving = false;
  notice: Notice | null = null;
  readonly draft = new RuleDraft({
    events: [],
    sensitivity: 'medium',
    channels: { email: 'off', telegram: 'off', webhook: 'off' },
  });
  private item: { kind: AlertItemKind; id: string } | null = null;
  private requestNumber = 0;

  constructor(@inject(AlertsGateway) private readonly gateway: AlertsGateway) {
    makeAutoObservable<ItemAlertsViewModel, 'gateway' | 'item' | 'requestNumber'>(
      this,
      { gateway: false, draft: false, item: false, requestNumber: false },
      { autoBind: true },
    );
  }

  async load(kind: AlertItemKind, id: string): Promise<void> {
    const request = ++this.requestNumber;
    this.item = { kind, id };
    this.status = 'loading';
    this.isEditing = false;
    this.notice = null;
    const answer = await this.gateway.itemRule(kind, id);
    if (request !== this.requestNumber) return;
    runInAction(() => {
      if (!answer.ok) {
        this.status = 'error';
        this.notice = {
          kind: 'error',
          text: `This item's alert rule could not be loaded. ${failureText(answer)}`,
        };
        return;
      }
      this.show(answer.value);
      this.status = 'ready';
    });
  }

  startEditing(): void {
    this.isEditing = true;
    this.notice = null;
  }

  cancelEditing(): void {
    this.isEditing = false;
    this.draft.discard();
  }

  /** Saves the edited rule as this item's own. */
  async save(): Promise<void> {
    const item = this.item;
    if (!item || this.isSaving) return;
    await this.submit(
      () => this.gateway.saveItemRule(item.kind, item.id, this.draft.rule),
      ITEM_RULE_SAVED_MESSAGE,
    );
  }

  /** Drops the item's own rule: the default applies again. */
  async resetToDefault(): Promise<void> {
    const item = this.item;
    if (!item || this.isSaving) return;
    await this.submit(() => this.gateway.resetItemRule(item.kind, item.id), ITEM_RULE_RESET_MESSAGE);
  }

  dismissNotice(): void {
    this.notice = null;
  }

  private async submit(call: () => ReturnType<AlertsGateway['itemRule']>, success: string): Promise<void> {
    const request = this.requestNumber;
    this.isSaving = true;
    this.notice = null;
    const answer = await call();
    if (request !== this.requestNumber) return;
    runInAction(() => {
      this.isSaving = false;
      if (!answer.ok) {
        this.notice = { kind: 'error', text: `The alert rule was not saved. ${failureText(answer)}` };
        return;
      }
      this.show(answer.value);
      this.isEditing = false;
      this.notice = { kind: 'success', text: success };
    });
  }

  private show(answer: ItemRule): void {
    this.draft.reset(answer.rule);
    this.overridden = answer.overridden;
    this.description = answer.description;
  }
}
