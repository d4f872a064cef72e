import type { Clock } from '@domain/ports';
import type { ReportSnapshot } from '@domain/reports';
import { fail, ok, type Result } from '../../platform/result';
import type { SharedReports } from '../ports';

export interface OpenedReport {
  /** Names what the page shows: a page drawn for one version serves every request of that version. */
  readonly version: string;
  /** Reads the frozen report (only needed when no page of this version is at hand); null once revoked. */
  snapshot(): Promise<ReportSnapshot | null>;
}

/**
 * The report behind a share link, for anyone holding the link: a cheap look at the link first
 * (unknown: not_found; revoked or past its expiry: gone), its frozen data only when asked for.
 */
export async function openSharedReport(
  deps: { readonly reports: SharedReports; readonly clock: Clock },
  { token }: { readonly token: string },
): Promise<Result<OpenedReport, 'not_found' | 'gone'>> {
  const state = await deps.reports.stateOf(token);
  if (!state) return fail('not_found');
  const expired = state.expiresAt !== null && state.expiresAt.getTime() <= deps.clock.now().getTime();
  if (state.revokedAt !== null || expired) return fail('gone');
  return ok({
    version: state.version,
    async snapshot() {
      const record = await deps.reports.find(token);
      return record && record.revokedAt === null ? record.snapshot : null;
    },
  });
}
