import type { Clock } from '@domain/ports';
import type { AlertInbox } from '../ports';
import { ok, type Result } from '../../platform/result';

/** Marks the given alerts (every alert when none are given) read; answers the unread count left. */
export async function markAlertsRead(
  deps: { readonly inbox: AlertInbox; readonly clock: Clock },
  { userId, ids }: { readonly userId: number; readonly ids: readonly number[] | null },
): Promise<Result<number, never>> {
  return ok(await deps.inbox.markRead(userId, ids, deps.clock.now()));
}
