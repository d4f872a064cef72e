import type { Result } from '@server/platform/result';
import type { BotFailure, BotIdentity, BotUpdate, ChatId, TelegramBot } from '@server/telegram/ports';

export interface SentMessage {
  readonly chatId: ChatId;
  readonly html: string;
}

/** `TelegramBot` in memory, for use-case tests: records messages, answers scripted failures. */
export class InMemoryTelegramBot implements TelegramBot {
  readonly sent: SentMessage[] = [];
  /** Every `sendMessage` attempt, including refused ones. */
  readonly attempts: SentMessage[] = [];
  /** Failures answered, in order, by the next `sendMessage` calls. */
  readonly sendFailures: BotFailure[] = [];
  readonly pendingUpdates: BotUpdate[] = [];
  identity: Result<BotIdentity, BotFailure> = { ok: true, value: { id: 7, username: 'chartpulse_bot' } };

  async getMe(): Promise<Result<BotIdentity, BotFailure>> {
    return this.identity;
  }

  async getUpdates(offset: number): Promise<Result<BotUpdate[], BotFailure>> {
    return { ok: true, value: this.pendingUpdates.filter((update) => update.updateId >= offset) };
  }

  async sendMessage(chatId: ChatId, html: string): Promise<Result<void, BotFailure>> {
    this.attempts.push({ chatId, html });
    const failure = this.sendFailures.shift();
    if (failure) return { ok: false, error: failure };
    this.sent.push({ chatId, html });
    return { ok: true, value: undefined };
  }

  messagesTo(chatId: ChatId): string[] {
    return this.sent.filter((message) => message.chatId === chatId).map((message) => message.html);
  }
}
