import type { AlertInbox } from '../ports';
import { ok, type Result } from '../../platform/result';

/** How many of the user's alerts are unread (the header menu's count). */
export async function countUnreadAlerts(
  deps: { readonly inbox: AlertInbox },
  { userId }: { readonly userId: number },
): Promise<Result<number, never>> {
  return ok(await deps.inbox.unread(userId));
}
