import type { Clock } from '@domain/ports';
import { fail, ok, type Result } from '../../platform/result';
import type { RenderedReports, SharedReports } from '../ports';

/**
 * Revokes a share link: its page answers 410 from then on (404 once the retention deleted it), and
 * the pages this process drew for it are dropped. Only its creator may; to anyone else a link is as
 * unknown as one that never existed.
 */
export async function revokeSharedReport(
  deps: { readonly reports: SharedReports; readonly rendered: RenderedReports; readonly clock: Clock },
  { userId, token }: { readonly userId: number; readonly token: string },
): Promise<Result<void, 'not_found'>> {
  if (!(await deps.reports.revoke(token, userId, deps.clock.now()))) return fail('not_found');
  deps.rendered.forget(token);
  return ok(undefined);
}
