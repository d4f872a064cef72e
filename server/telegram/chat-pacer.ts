import type { Clock } from '@domain/ports/clock';
import type { ChatId, Pause } from './ports';

export interface PacingLimits {
  /** Telegram allows about one message per second to one chat… */
  readonly perChatMs: number;
  /** …and about thirty per second overall. */
  readonly overallMs: number;
}

export const TELEGRAM_PACING: PacingLimits = { perChatMs: 1000, overallMs: 34 };

/**
 * Spaces sends out under Telegram's limits. Each caller reserves its slot before waiting, so
 * concurrent senders queue instead of bursting together.
 */
export class ChatPacer {
  private readonly nextByChat = new Map<ChatId, number>();
  private nextAny = 0;

  constructor(
    private readonly clock: Clock,
    private readonly pause: Pause,
    private readonly limits: PacingLimits = TELEGRAM_PACING,
  ) {}

  /** Resolves when a message to `chatId` may go out. */
  async waitTurn(chatId: ChatId, signal?: AbortSignal): Promise<void> {
    const now = this.clock.now().getTime();
    const overall = Math.max(now, this.nextAny);
    this.nextAny = overall + this.limits.overallMs;
    // A chat told to wait (429) keeps its own later slot without holding the other chats up.
    const slot = Math.max(overall, this.nextByChat.get(chatId) ?? 0);
    this.forgetIdleChats(now);
    this.nextByChat.set(chatId, slot + this.limits.perChatMs);
    if (slot > now) await this.pause.sleep(slot - now, signal);
  }

  /** Telegram asked this chat to wait (429): nothing goes to it before then. */
  holdBack(chatId: ChatId, ms: number): void {
    const until = this.clock.now().getTime() + ms;
    this.nextByChat.set(chatId, Math.max(until, this.nextByChat.get(chatId) ?? 0));
  }

  private forgetIdleChats(now: number): void {
    if (this.nextByChat.size < 10_000) return;
    for (const [chatId, next] of this.nextByChat) if (next <= now) this.nextByChat.delete(chatId);
  }
}
