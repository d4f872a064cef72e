import type { ReportSnapshot } from '@domain/reports';
import { fail, ok, type Result } from '../../platform/result';
import type { SharedReports } from '../ports';

/** The frozen report behind a share link (anyone holding the link may read it). */
export async function readSharedReport(
  deps: { readonly reports: SharedReports },
  { token }: { readonly token: string },
): Promise<Result<{ snapshot: ReportSnapshot; createdAt: Date }, 'not_found'>> {
  const record = await deps.reports.find(token);
  return record ? ok({ snapshot: record.snapshot, createdAt: record.createdAt }) : fail('not_found');
}
