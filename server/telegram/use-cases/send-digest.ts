import { digestMessages } from '../digest-message';
import type { ChangeLine, NotifyFailure } from '../ports';
import { type Result, fail, ok } from '../../platform/result';
import { type DeliveryDeps, deliverMessage } from './deliver-message';

export interface SendDigestDeps extends DeliveryDeps {
  readonly publicUrl: string;
}

/**
 * Sends a user's alerts, grouped by item, to their linked chat (nothing when the chat is not
 * linked or Telegram notifications are off). Answers how many messages went out.
 */
export async function sendDigest(
  deps: SendDigestDeps,
  { userId, lines }: { readonly userId: number; readonly lines: readonly ChangeLine[] },
): Promise<Result<{ messages: number }, NotifyFailure>> {
  if (lines.length === 0) return ok({ messages: 0 });
  const chatId = await deps.links.notificationChat(userId);
  if (chatId === null) return fail('not_linked');
  let messages = 0;
  for (const html of digestMessages(lines, deps.publicUrl)) {
    const delivered = await deliverMessage(deps, { chatId, html });
    if (!delivered.ok) return delivered;
    messages++;
  }
  return ok({ messages });
}
