import type { Clock } from '@domain/ports/clock';
import type { BotReplies } from '../bot-replies';
import { ok, type Result } from '../../platform/result';
import type { BotUpdate, ChatId } from '../ports';
import { type DeliveryDeps, deliverMessage } from './deliver-message';

export interface HandleUpdateDeps extends DeliveryDeps {
  readonly clock: Clock;
  readonly replies: BotReplies;
}

export type UpdateOutcome =
  | 'linked'
  | 'refused'
  | 'unlinked'
  | 'not_linked'
  | 'private_only'
  | 'help'
  | 'ignored';

const COMMAND = /^\/(start|stop|help)(?:@[A-Za-z0-9_]+)?(?:\s+(\S*))?\s*$/;
const PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Answers one incoming message: `/start <payload>` links the chat when the payload is fresh and
 * unused, `/stop` unlinks it; anything else in a private chat gets directions.
 */
export async function handleUpdate(
  deps: HandleUpdateDeps,
  { update }: { readonly update: BotUpdate },
): Promise<Result<UpdateOutcome, never>> {
  const message = update.message;
  if (message?.text === undefined) return ok('ignored');
  const outcome = await decide(deps, message.chatId, message.chatType === 'private', message.text);
  if (outcome !== 'ignored')
    await deliverMessage(deps, { chatId: message.chatId, html: deps.replies[outcome] });
  return ok(outcome);
}

async function decide(
  deps: HandleUpdateDeps,
  chatId: ChatId,
  isPrivate: boolean,
  text: string,
): Promise<UpdateOutcome> {
  const [, command, argument] = COMMAND.exec(text.trim()) ?? [];
  if (command === 'stop') return (await deps.links.unlinkChat(chatId)) === null ? 'not_linked' : 'unlinked';
  // Group chats are never linked, and the bot stays quiet there unless spoken to with a link.
  if (!isPrivate) return command === 'start' && argument ? 'private_only' : 'ignored';
  if (command !== 'start' || !argument) return 'help';
  if (!PAYLOAD.test(argument)) return 'refused';
  const consumed = await deps.links.consumePayload(argument, chatId, deps.clock.now());
  return consumed.ok ? 'linked' : 'refused';
}
