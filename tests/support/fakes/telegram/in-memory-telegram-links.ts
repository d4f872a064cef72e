import type { ChatId, ConsumeFailure, LinkedChat, LinkStatus, TelegramLinks } from '@server/telegram/ports';
import type { Result } from '@server/platform/result';

interface StoredPayload {
  readonly userId: number;
  readonly expiresAt: number;
  usedAt: number | null;
}

/** `TelegramLinks` in memory, for use-case tests; `notifications` stands for accounts' setting. */
export class InMemoryTelegramLinks implements TelegramLinks {
  private readonly payloads = new Map<string, StoredPayload>();
  private readonly chats = new Map<number, ChatId>();
  /** Each user's `telegram_notifications` flag. */
  readonly notifications = new Map<number, boolean>();

  async createPayload(userId: number, payload: string, now: Date, expiresAt: Date): Promise<void> {
    for (const [key, stored] of this.payloads) {
      if (stored.userId === userId || stored.expiresAt <= now.getTime()) this.payloads.delete(key);
    }
    this.payloads.set(payload, { userId, expiresAt: expiresAt.getTime(), usedAt: null });
  }

  async consumePayload(
    payload: string,
    chatId: ChatId,
    now: Date,
  ): Promise<Result<{ userId: number }, ConsumeFailure>> {
    const stored = this.payloads.get(payload);
    if (!stored) return { ok: false, error: 'unknown' };
    if (stored.usedAt !== null) return { ok: false, error: 'used' };
    if (stored.expiresAt <= now.getTime()) return { ok: false, error: 'expired' };
    stored.usedAt = now.getTime();
    const previous = this.userOf(chatId);
    if (previous !== null && previous !== stored.userId) {
      this.chats.delete(previous);
      this.notifications.set(previous, false);
    }
    this.chats.set(stored.userId, chatId);
    return { ok: true, value: { userId: stored.userId } };
  }

  async status(userId: number, now: Date): Promise<LinkStatus> {
    if (this.chats.has(userId)) return 'linked';
    const pending = [...this.payloads.values()].some(
      (stored) => stored.userId === userId && stored.usedAt === null && stored.expiresAt > now.getTime(),
    );
    return pending ? 'pending' : 'unlinked';
  }

  async unlink(userId: number): Promise<void> {
    this.chats.delete(userId);
    for (const [key, stored] of this.payloads) {
      if (stored.userId === userId && stored.usedAt === null) this.payloads.delete(key);
    }
    this.notifications.set(userId, false);
  }

  async unlinkChat(chatId: ChatId): Promise<number | null> {
    const userId = this.userOf(chatId);
    if (userId !== null) await this.unlink(userId);
    return userId;
  }

  async markDead(chatId: ChatId): Promise<void> {
    await this.unlinkChat(chatId);
  }

  async notificationChat(userId: number): Promise<ChatId | null> {
    const chatId = this.chats.get(userId);
    return chatId !== undefined && this.notifications.get(userId) === true ? chatId : null;
  }

  async linkedChatsWithNotifications(): Promise<LinkedChat[]> {
    return [...this.chats]
      .filter(([userId]) => this.notifications.get(userId) === true)
      .map(([userId, chatId]) => ({ userId, chatId }))
      .sort((a, b) => a.userId - b.userId);
  }

  private userOf(chatId: ChatId): number | null {
    for (const [userId, linked] of this.chats) if (linked === chatId) return userId;
    return null;
  }
}
