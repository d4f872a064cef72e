import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountGateway, TelegramLinkStatus } from '@domain/ports/browser/account-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { TELEGRAM_POLL_MS } from './account-messages';

type Failure = Extract<RemoteResult<unknown>, { ok: false }>;

/**
 * The messaging-app link of My account (docs/product.md §4): whether the server can link at all,
 * the link status (asked every 5 s until it is 'linked', and never after `dispose`), and the
 * one-time link that opens the bot.
 */
export class TelegramLink {
  available = false;
  status: TelegramLinkStatus = 'unlinked';
  /** The deep link handed out by the last Link press. */
  linkUrl: string | null = null;
  isBusy = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private checking = false;
  private disposed = false;

  constructor(private readonly gateway: AccountGateway) {
    makeAutoObservable<TelegramLink, 'gateway' | 'timer' | 'checking' | 'disposed'>(
      this,
      { gateway: false, timer: false, checking: false, disposed: false },
      { autoBind: true },
    );
  }

  get isLinked(): boolean {
    return this.status === 'linked';
  }

  get isPolling(): boolean {
    return this.timer !== null;
  }

  /** Availability, then (when available) the status; answers the failure, if any. */
  async load(): Promise<Failure | null> {
    const available = await this.gateway.telegramAvailable();
    if (!available.ok) return available;
    runInAction(() => {
      this.available = available.value;
    });
    if (!available.value) return null;
    const status = await this.gateway.telegramLinkStatus();
    if (!status.ok) return status;
    runInAction(() => {
      this.status = status.value;
    });
    this.startPolling();
    return null;
  }

  /** Hands out a one-time link; the status is then polled until the user finishes in Telegram. */
  async link(): Promise<Failure | null> {
    this.isBusy = true;
    const result = await this.gateway.createTelegramLink();
    return runInAction(() => {
      this.isBusy = false;
      if (!result.ok) return result;
      this.linkUrl = result.value;
      if (this.status !== 'linked') this.status = 'pending';
      this.startPolling();
      return null;
    });
  }

  async unlink(): Promise<Failure | null> {
    this.isBusy = true;
    const result = await this.gateway.unlinkTelegram();
    return runInAction(() => {
      this.isBusy = false;
      if (!result.ok) return result;
      this.status = 'unlinked';
      this.linkUrl = null;
      this.startPolling();
      return null;
    });
  }

  /** The page is gone: the poll stops for good. */
  dispose(): void {
    this.disposed = true;
    this.stopPolling();
  }

  private startPolling(): void {
    if (this.disposed || !this.available || this.isLinked || this.timer !== null) return;
    this.timer = setInterval(() => void this.check(), TELEGRAM_POLL_MS);
  }

  private stopPolling(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    const status = await this.gateway.telegramLinkStatus();
    runInAction(() => {
      this.checking = false;
      if (this.disposed || !status.ok) return;
      this.status = status.value;
      if (this.isLinked) {
        this.linkUrl = null;
        this.stopPolling();
      }
    });
  }
}
