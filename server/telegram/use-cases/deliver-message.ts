import type { ChatPacer } from '../chat-pacer';
import type { ChatId, TelegramBot, TelegramLinks, TelegramLog } from '../ports';
import { type Result, fail } from '../../platform/result';

export interface DeliveryDeps {
  readonly bot: TelegramBot;
  readonly links: TelegramLinks;
  readonly pacer: ChatPacer;
  readonly log: TelegramLog;
  /** A 429 asking for a longer wait than this gives up rather than stall every other chat. */
  readonly maxRetryAfterSeconds: number;
}

export type DeliveryFailure = 'blocked' | 'rate_limited' | 'failed';

const MAX_ATTEMPTS = 4;

/**
 * Sends one message at the chat's pace. A 429 waits the `retry_after` Telegram names and tries again;
 * a 403 (bot blocked) unlinks the chat for good. Other failures are not retried: a message that may
 * have arrived is never sent twice.
 */
export async function deliverMessage(
  deps: DeliveryDeps,
  { chatId, html }: { readonly chatId: ChatId; readonly html: string },
): Promise<Result<void, DeliveryFailure>> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    await deps.pacer.waitTurn(chatId);
    const sent = await deps.bot.sendMessage(chatId, html);
    if (sent.ok) return sent;
    const failure = sent.error;
    if (failure.kind === 'blocked') {
      await deps.links.markDead(chatId);
      deps.log.info(`telegram: chat ${chatId} blocked the bot; link removed and alerts switched off`);
      return fail('blocked');
    }
    if (failure.kind !== 'rate_limited') {
      const detail = 'description' in failure ? `: ${failure.description}` : '';
      deps.log.warn(`telegram: sendMessage to chat ${chatId} failed (${failure.kind}${detail})`);
      return fail('failed');
    }
    if (failure.retryAfterSeconds > deps.maxRetryAfterSeconds) break;
    deps.pacer.holdBack(chatId, failure.retryAfterSeconds * 1000);
  }
  deps.log.warn(`telegram: sendMessage to chat ${chatId} still rate limited; message dropped`);
  return fail('rate_limited');
}
