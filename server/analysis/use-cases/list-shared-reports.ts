import { ok, type Result } from '../../platform/result';
import type { SharedReports } from '../ports';

/** The user's own share links of one playlist's report, newest first (nobody else's). */
export async function listSharedReports(
  deps: { readonly reports: SharedReports },
  { userId, playlistId }: { readonly userId: number; readonly playlistId: string },
): Promise<Result<Array<{ token: string; createdAt: Date }>, never>> {
  return ok(await deps.reports.ofUser(userId, playlistId));
}
