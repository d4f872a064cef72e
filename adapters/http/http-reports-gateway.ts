import { itemPath } from '@domain/links';
import type { AxiosInstance } from 'axios';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { ReportsGateway } from '@domain/ports/browser/reports-gateway';
import type { ShareLinkExpiry, SharedReportLink } from '@domain/reports/report-contracts';
import { readCreatedReportLink, readReportLinks } from '@domain/reports/read-report-links';
import { attempt } from './api-failure';

const UNREADABLE = 'The server sent a report link in an unexpected format';

/** ReportsGateway over `/api/playlist/{id}/report(s)` and `/api/reports/{token}`. */
export class HttpReportsGateway implements ReportsGateway {
  constructor(private readonly api: AxiosInstance) {}

  async create(
    playlistId: string,
    expiresInDays: ShareLinkExpiry = null,
  ): Promise<RemoteResult<SharedReportLink>> {
    return readable(
      await attempt(async () => {
        const { data } = await this.api.post<unknown>(`${itemPath('playlist', playlistId)}/report`, {
          expires_in_days: expiresInDays,
        });
        return readCreatedReportLink(data);
      }),
    );
  }

  async list(playlistId: string): Promise<RemoteResult<readonly SharedReportLink[]>> {
    return readable(
      await attempt(async () => {
        const { data } = await this.api.get<unknown>(`${itemPath('playlist', playlistId)}/reports`);
        return readReportLinks(data);
      }),
    );
  }

  async revoke(token: string): Promise<RemoteResult<void>> {
    return attempt(async () => {
      await this.api.delete(`/reports/${encodeURIComponent(token)}`);
    });
  }
}

function readable<T>(answer: RemoteResult<T | null>): RemoteResult<T> {
  if (!answer.ok) return answer;
  if (answer.value === null) return { ok: false, error: UNREADABLE, status: null };
  return { ok: true, value: answer.value };
}
