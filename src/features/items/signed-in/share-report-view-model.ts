import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { formatDate } from '@domain/formatting';
import { ReportsGateway } from '@domain/ports/browser/reports-gateway';
import type { ShareLinkExpiry, SharedReportLink } from '@domain/reports/report-contracts';

export const SHARE_FAILED_TEXT = 'Could not create the share link. Please try again.';
export const REVOKE_FAILED_TEXT = 'Could not revoke the link. Please try again.';
export const LINKS_FAILED_TEXT = 'Could not load your share links.';

/**
 * The playlist page's "Share report" for a tracker: creates a share link of the report, shows the
 * newest with Copy, and lists the user's links with Revoke. Only the latest load may write its answer.
 */
@injectable()
export class ShareReportViewModel {
  links: readonly SharedReportLink[] = [];
  /** The link just created, shown with its Copy button. */
  created: SharedReportLink | null = null;
  copiedToken: string | null = null;
  isCreating = false;
  /** The token being revoked. */
  revoking: string | null = null;
  error: string | null = null;
  /** How long the next link works (days; null: until revoked). */
  expiry: ShareLinkExpiry = null;
  private playlistId: string | null = null;
  private requestNumber = 0;

  constructor(@inject(ReportsGateway) private readonly gateway: ReportsGateway) {
    makeAutoObservable<ShareReportViewModel, 'gateway' | 'requestNumber' | 'playlistId'>(
      this,
      { gateway: false, requestNumber: false, playlistId: false },
      { autoBind: true },
    );
  }

  async load(playlistId: string): Promise<void> {
    const request = ++this.requestNumber;
    this.playlistId = playlistId;
    this.links = [];
    this.created = null;
    this.error = null;
    const answer = await this.gateway.list(playlistId);
    if (request !== this.requestNumber) return;
    runInAction(() => {
      if (answer.ok) this.links = answer.value;
      else this.error = LINKS_FAILED_TEXT;
    });
  }

  async share(): Promise<void> {
    const playlistId = this.playlistId;
    if (!playlistId || this.isCreating) return;
    this.isCreating = true;
    this.error = null;
    const answer = await this.gateway.create(playlistId, this.expiry);
    runInAction(() => {
      this.isCreating = false;
      if (playlistId !== this.playlistId) return;
      if (!answer.ok) {
        this.error = answer.error ?? SHARE_FAILED_TEXT;
        return;
      }
      this.created = answer.value;
      this.copiedToken = null;
      this.links = [answer.value, ...this.links.filter((link) => link.token !== answer.value.token)];
    });
  }

  async revoke(token: string): Promise<void> {
    this.revoking = token;
    this.error = null;
    const answer = await this.gateway.revoke(token);
    runInAction(() => {
      this.revoking = null;
      // Already gone (revoked elsewhere) is what the user asked for.
      if (!answer.ok && answer.status !== 404) {
        this.error = REVOKE_FAILED_TEXT;
        return;
      }
      this.links = this.links.filter((link) => link.token !== token);
      if (this.created?.token === token) this.created = null;
    });
  }

  chooseExpiry(expiry: ShareLinkExpiry): void {
    this.expiry = expiry;
  }

  markCopied(token: string): void {
    this.copiedToken = token;
  }

  createdText(link: SharedReportLink): string {
    const created = `Created ${formatDate(link.created_at)}`;
    return link.expires_at ? `${created}, expires ${formatDate(link.expires_at)}` : created;
  }
}
