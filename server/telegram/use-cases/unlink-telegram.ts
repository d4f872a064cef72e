import type { TelegramLinks } from '../ports';

/** Unlinks the user's chat, cancels pending links and switches Telegram notifications off. */
export async function unlinkTelegram(
  deps: { readonly links: TelegramLinks },
  userId: number,
): Promise<'unlinked'> {
  await deps.links.unlink(userId);
  return 'unlinked';
}
