import type { Clock } from '@domain/ports';
import { ok, type Result } from '../../platform/result';
import type { SharedReportEntry, SharedReports } from '../ports';

/** The user's own live share links of one playlist's report, newest first (nobody else's). */
export async function listSharedReports(
  deps: { readonly reports: SharedReports; readonly clock: Clock },
  { userId, playlistId }: { readonly userId: number; readonly playlistId: string },
): Promise<Result<SharedReportEntry[], never>> {
  return ok(await deps.reports.ofUser(userId, playlistId, deps.clock.now()));
}
