import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { InboxAlert, InboxFilter } from '@domain/alerts/alert-contracts';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import type { Notice } from '@shared/ui/notice';
import { failureText } from './alert-labels';
import { UnreadAlertsStore } from './unread-alerts-store';

export type InboxStatus = 'loading' | 'error' | 'ready';

const PAGE_SIZE = 20;

/** /alerts: every alert sent to the user, newest first, 20 a page; "Mark all as read". */
@injectable()
export class InboxViewModel {
  status: InboxStatus = 'loading';
  alerts: readonly InboxAlert[] = [];
  page = 1;
  total = 0;
  unread = 0;
  notice: Notice | null = null;
  isMarking = false;
  /** Which alerts are listed (by event, item kind, read state); empty: all. */
  filter: InboxFilter = {};
  private requestNumber = 0;

  constructor(
    @inject(AlertsGateway) private readonly gateway: AlertsGateway,
    @inject(UnreadAlertsStore) private readonly unreadStore: UnreadAlertsStore,
    @inject(AuthStore) private readonly auth: AuthStore,
  ) {
    makeAutoObservable<InboxViewModel, 'gateway' | 'unreadStore' | 'auth' | 'requestNumber'>(
      this,
      { gateway: false, unreadStore: false, auth: false, requestNumber: false },
      { autoBind: true },
    );
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / PAGE_SIZE));
  }

  get isFiltered(): boolean {
    return Object.values(this.filter).some((value) => value !== undefined);
  }

  /** Nothing in the inbox at all (not merely nothing matching the filter). */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.total === 0 && !this.isFiltered;
  }

  /** Lists the alerts the filter lets through, from the first page. */
  async setFilter(filter: InboxFilter): Promise<void> {
    this.filter = filter;
    await this.load(1);
  }

  async load(page = 1): Promise<void> {
    const request = ++this.requestNumber;
    this.status = 'loading';
    this.notice = null;
    const answer = await this.gateway.inbox(page, this.filter);
    if (request !== this.requestNumber) return;
    runInAction(() => {
      if (!answer.ok) {
        if (answer.status === 401) return this.auth.expireSession();
        this.status = 'error';
        this.notice = { kind: 'error', text: `Your alerts could not be loaded. ${failureText(answer)}` };
        return;
      }
      this.alerts = answer.value.alerts;
      this.page = answer.value.page;
      this.total = answer.value.total;
      this.setUnread(answer.value.unread);
      this.status = 'ready';
    });
  }

  async markAllRead(): Promise<void> {
    if (this.isMarking) return;
    this.isMarking = true;
    this.notice = null;
    const answer = await this.gateway.markRead();
    runInAction(() => {
      this.isMarking = false;
      if (!answer.ok) {
        if (answer.status === 401) return this.auth.expireSession();
        this.notice = { kind: 'error', text: failureText(answer) };
        return;
      }
      this.alerts = this.alerts.map((alert) => ({ ...alert, read: true }));
      this.setUnread(answer.value);
    });
  }

  dismissNotice(): void {
    this.notice = null;
  }

  private setUnread(unread: number): void {
    this.unread = unread;
    this.unreadStore.set(unread);
  }
}
