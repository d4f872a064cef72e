import { ok, type Result } from '../../platform/result';
import type { TelegramLinks } from '../ports';

/** Unlinks the user's chat, cancels pending links and switches Telegram notifications off. */
export async function unlinkTelegram(
  deps: { readonly links: TelegramLinks },
  { userId }: { readonly userId: number },
): Promise<Result<'unlinked', never>> {
  await deps.links.unlink(userId);
  return ok('unlinked');
}
