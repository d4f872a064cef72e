import type { InboxAlert, InboxFilter } from '@domain/alerts';
import type { AlertInbox } from '../ports';
import { ok, type Result } from '../../platform/result';

/**
 * A page (20 alerts, newest first) of the user's inbox, filtered by event, item kind or read state;
 * with the filtered total and the unread count of the whole inbox.
 */
export async function listInbox(
  deps: { readonly inbox: AlertInbox },
  {
    userId,
    page,
    filter = {},
  }: { readonly userId: number; readonly page: number; readonly filter?: InboxFilter },
): Promise<Result<{ alerts: InboxAlert[]; page: number; total: number; unread: number }, never>> {
  return ok({ ...(await deps.inbox.page(userId, page, filter)), page });
}
