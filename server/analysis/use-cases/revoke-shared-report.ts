import { fail, ok, type Result } from '../../platform/result';
import type { SharedReports } from '../ports';

/**
 * Revokes a share link: its page answers 404 from then on. Only its creator may; to anyone else a
 * link is as unknown as one that never existed.
 */
export async function revokeSharedReport(
  deps: { readonly reports: SharedReports },
  { userId, token }: { readonly userId: number; readonly token: string },
): Promise<Result<void, 'not_found'>> {
  return (await deps.reports.revoke(token, userId)) ? ok(undefined) : fail('not_found');
}
