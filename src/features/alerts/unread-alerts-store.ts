import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';

/**
 * How many alerts the signed-in user has not read, for the header's badge. Asked once when the menu
 * appears (after sign-in); the inbox sets it from its own answers, so reading alerts costs no extra
 * request, and nothing polls.
 */
@injectable()
export class UnreadAlertsStore {
  /** Null until known (or when it could not be read: the badge then shows nothing). */
  unread: number | null = null;
  private requestNumber = 0;

  constructor(@inject(AlertsGateway) private readonly gateway: AlertsGateway) {
    makeAutoObservable<UnreadAlertsStore, 'gateway' | 'requestNumber'>(
      this,
      { gateway: false, requestNumber: false },
      { autoBind: true },
    );
  }

  async refresh(): Promise<void> {
    const request = ++this.requestNumber;
    const answer = await this.gateway.unreadCount();
    if (request !== this.requestNumber) return;
    runInAction(() => {
      this.unread = answer.ok ? answer.value : null;
    });
  }

  /** A count another answer brought (the inbox, marking read); a refresh in flight no longer counts. */
  set(unread: number): void {
    this.requestNumber++;
    this.unread = unread;
  }
}
