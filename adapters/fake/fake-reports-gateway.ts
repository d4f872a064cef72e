import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { ReportsGateway } from '@domain/ports/browser/reports-gateway';
import type { ShareLinkExpiry, SharedReportLink } from '@domain/reports/report-contracts';

/** In-memory share links for `VITE_BACKEND=fake` and UI tests; same contract as the HTTP adapter. */
export class FakeReportsGateway implements ReportsGateway {
  private readonly links = new Map<string, SharedReportLink[]>();
  private counter = 0;

  constructor(private readonly now: () => Date = () => new Date('2026-04-01T08:00:00Z')) {}

  async create(
    playlistId: string,
    expiresInDays: ShareLinkExpiry = null,
  ): Promise<RemoteResult<SharedReportLink>> {
    this.counter += 1;
    const token = `fakeReportToken${String(this.counter).padStart(17, '0')}`;
    const createdAt = new Date(this.now().getTime() + this.counter * 60_000);
    const link = {
      token,
      url: `https://chartpulse.example/report/${token}`,
      created_at: createdAt.toISOString(),
      expires_at:
        expiresInDays === null
          ? null
          : new Date(createdAt.getTime() + expiresInDays * 86_400_000).toISOString(),
    };
    this.links.set(playlistId, [link, ...(this.links.get(playlistId) ?? [])]);
    return { ok: true, value: link };
  }

  async list(playlistId: string): Promise<RemoteResult<readonly SharedReportLink[]>> {
    return { ok: true, value: this.links.get(playlistId) ?? [] };
  }

  async revoke(token: string): Promise<RemoteResult<void>> {
    for (const [playlistId, links] of this.links) {
      if (!links.some((link) => link.token === token)) continue;
      this.links.set(
        playlistId,
        links.filter((link) => link.token !== token),
      );
      return { ok: true, value: undefined };
    }
    return { ok: false, error: 'No such report.', status: 404 };
  }
}
