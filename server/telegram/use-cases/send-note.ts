import { escapeHtml } from '../digest-message';
import type { NotifyFailure } from '../ports';
import { type Result, fail, ok } from '../../platform/result';
import { type DeliveryDeps, deliverMessage } from './deliver-message';

/**
 * Sends one plain-text note (a test alert) to the user's linked chat, under the same rule as the
 * alerts: nothing unless the chat is linked with Telegram notifications on.
 */
export async function sendNote(
  deps: DeliveryDeps,
  { userId, text }: { readonly userId: number; readonly text: string },
): Promise<Result<{ messages: number }, NotifyFailure>> {
  const chatId = await deps.links.notificationChat(userId);
  if (chatId === null) return fail('not_linked');
  const delivered = await deliverMessage(deps, { chatId, html: escapeHtml(text) });
  return delivered.ok ? ok({ messages: 1 }) : delivered;
}
