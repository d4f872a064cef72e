import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Result } from '../../platform/result';
import type {
  ChatId,
  ChatNotificationSetting,
  ConsumeFailure,
  LinkedChat,
  LinkStatus,
  TelegramLinks,
} from '../ports';

const hashOf = (payload: string) => createHash('sha256').update(payload).digest('hex');

/**
 * Link payloads and linked chats in `telegram_link_tokens` / `telegram_links` (PGlite or PostgreSQL).
 * The `telegram_notifications` setting is accounts': read and switched off through its port.
 */
export class KyselyTelegramLinks implements TelegramLinks {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly setting: ChatNotificationSetting,
  ) {}

  async createPayload(userId: number, payload: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .deleteFrom('telegram_link_tokens')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('expires_at', '<=', now)]))
        .execute();
      await tx
        .insertInto('telegram_link_tokens')
        .values({ token_hash: hashOf(payload), user_id: userId, created_at: now, expires_at: expiresAt })
        .execute();
    });
  }

  async consumePayload(
    payload: string,
    chatId: ChatId,
    now: Date,
  ): Promise<Result<{ userId: number }, ConsumeFailure>> {
    const tokenHash = hashOf(payload);
    const consumed = await this.db.transaction().execute(async (tx) => {
      const spent = await tx
        .updateTable('telegram_link_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!spent) {
        const token = await tx
          .selectFrom('telegram_link_tokens')
          .select(['used_at'])
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst();
        const error: ConsumeFailure = !token ? 'unknown' : token.used_at ? 'used' : 'expired';
        return { ok: false as const, error };
      }
      const userId = spent.user_id;
      const previous = await tx
        .deleteFrom('telegram_links')
        .where('chat_id', '=', chatId)
        .where('user_id', '<>', userId)
        .returning('user_id')
        .executeTakeFirst();
      await tx
        .insertInto('telegram_links')
        .values({ user_id: userId, chat_id: chatId, linked_at: now })
        .onConflict((c) => c.column('user_id').doUpdateSet({ chat_id: chatId, linked_at: now }))
        .execute();
      return { ok: true as const, userId, previous: previous?.user_id ?? null };
    });
    if (!consumed.ok) return consumed;
    if (consumed.previous !== null) await this.notificationsOff(consumed.previous);
    return { ok: true, value: { userId: consumed.userId } };
  }

  async status(userId: number, now: Date): Promise<LinkStatus> {
    const link = await this.db
      .selectFrom('telegram_links')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (link) return 'linked';
    const pending = await this.db
      .selectFrom('telegram_link_tokens')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return pending ? 'pending' : 'unlinked';
  }

  async unlink(userId: number): Promise<void> {
    await this.db.transaction().execute((tx) => unlinkUser(tx, userId));
    await this.notificationsOff(userId);
  }

  async unlinkChat(chatId: ChatId): Promise<number | null> {
    const userId = await this.db.transaction().execute(async (tx) => {
      const link = await tx
        .selectFrom('telegram_links')
        .select('user_id')
        .where('chat_id', '=', chatId)
        .executeTakeFirst();
      if (!link) return null;
      await unlinkUser(tx, link.user_id);
      return link.user_id;
    });
    if (userId !== null) await this.notificationsOff(userId);
    return userId;
  }

  async markDead(chatId: ChatId): Promise<void> {
    await this.unlinkChat(chatId);
  }

  async notificationChat(userId: number): Promise<ChatId | null> {
    const row = await this.db
      .selectFrom('telegram_links')
      .select('chat_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    const on = await this.setting.withSettingOn([userId], 'telegram_notifications');
    return on.has(userId) ? Number(row.chat_id) : null;
  }

  async linkedChatsWithNotifications(): Promise<LinkedChat[]> {
    const rows = await this.db
      .selectFrom('telegram_links')
      .select(['user_id', 'chat_id'])
      .orderBy('user_id')
      .execute();
    const on = await this.setting.withSettingOn(
      rows.map((row) => row.user_id),
      'telegram_notifications',
    );
    return rows
      .filter((row) => on.has(row.user_id))
      .map((row) => ({ userId: row.user_id, chatId: Number(row.chat_id) }));
  }

  /** After the link is gone: a crash in between leaves the flag on, with no chat to send to. */
  private async notificationsOff(userId: number): Promise<void> {
    await this.setting.switchOff(userId, 'telegram_notifications');
  }
}

async function unlinkUser(tx: Transaction<DB>, userId: number): Promise<void> {
  await tx.deleteFrom('telegram_links').where('user_id', '=', userId).execute();
  await tx
    .deleteFrom('telegram_link_tokens')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
