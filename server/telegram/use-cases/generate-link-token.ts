import type { Clock } from '@domain/ports/clock';
import type { LinkPayloads, TelegramBot, TelegramLinks } from '../ports';
import { type Result, fail, ok } from '../../platform/result';

/** A link payload works for 15 minutes, once. */
export const LINK_LIFETIME_MS = 15 * 60_000;

export interface GenerateLinkTokenDeps {
  /** Null when no bot token is configured. */
  readonly bot: TelegramBot | null;
  readonly links: TelegramLinks;
  readonly payloads: LinkPayloads;
  readonly clock: Clock;
}

export type GenerateLinkFailure = 'unavailable' | 'telegram_unreachable';

/** A fresh deep link `https://t.me/<bot>?start=<payload>` that links the chat opening it to `userId`. */
export async function generateLinkToken(
  deps: GenerateLinkTokenDeps,
  { userId }: { readonly userId: number },
): Promise<Result<{ link: string }, GenerateLinkFailure>> {
  if (!deps.bot) return fail('unavailable');
  const me = await deps.bot.getMe();
  if (!me.ok) return fail('telegram_unreachable');
  const payload = deps.payloads.next();
  const now = deps.clock.now();
  await deps.links.createPayload(userId, payload, now, new Date(now.getTime() + LINK_LIFETIME_MS));
  return ok({ link: `https://t.me/${me.value.username}?start=${payload}` });
}
