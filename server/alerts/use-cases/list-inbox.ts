import type { InboxAlert } from '@domain/alerts';
import type { AlertInbox } from '../ports';
import { ok, type Result } from '../../platform/result';

/** A page (20 alerts, newest first) of the user's inbox with the total and unread counts. */
export async function listInbox(
  deps: { readonly inbox: AlertInbox },
  { userId, page }: { readonly userId: number; readonly page: number },
): Promise<Result<{ alerts: InboxAlert[]; page: number; total: number; unread: number }, never>> {
  return ok({ ...(await deps.inbox.page(userId, page)), page });
}
