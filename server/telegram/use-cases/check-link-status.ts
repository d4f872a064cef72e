import type { Clock } from '@domain/ports/clock';
import { ok, type Result } from '../../platform/result';
import type { LinkStatus, TelegramLinks } from '../ports';

export interface CheckLinkStatusDeps {
  readonly links: TelegramLinks;
  readonly clock: Clock;
}

/** 'linked' once a chat is linked; 'pending' while a link payload is fresh and unused; else 'unlinked'. */
export async function checkLinkStatus(
  deps: CheckLinkStatusDeps,
  { userId }: { readonly userId: number },
): Promise<Result<LinkStatus, never>> {
  return ok(await deps.links.status(userId, deps.clock.now()));
}
