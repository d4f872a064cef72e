import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyNotificationSettings } from '@server/accounts/adapters/kysely-notification-settings';
import { type Database, openDatabase } from '@server/db/database';
import { InMemoryTelegramLinks } from '../../support/fakes/telegram/in-memory-telegram-links';
import { KyselyTelegramLinks } from '@server/telegram/adapters/kysely-telegram-links';
import type { TelegramLinks } from '@server/telegram/ports';
import { createScratchDatabase, postgresAvailable } from '../../support/postgres';

/** One `TelegramLinks` under test, with a way to make users and read/write their alert flag. */
interface Subject {
  readonly links: TelegramLinks;
  addUser(): Promise<number>;
  setAlerts(userId: number, on: boolean): Promise<void>;
  alerts(userId: number): Promise<boolean>;
  close(): Promise<void>;
}

function inMemory(): Subject {
  const links = new InMemoryTelegramLinks();
  let next = 0;
  return {
    links,
    addUser: async () => ++next,
    setAlerts: async (userId, on) => void links.notifications.set(userId, on),
    alerts: async (userId) => links.notifications.get(userId) ?? false,
    close: async () => undefined,
  };
}

async function onDatabase(postgres: boolean): Promise<Subject> {
  const scratch = postgres ? await createScratchDatabase({ migrated: true }) : undefined;
  const database: Database = await openDatabase({
    databaseUrl: scratch?.url,
    dataDir: '',
    inMemory: !postgres,
  });
  const { db } = database;
  let next = 0;
  return {
    // The flag is accounts': its adapter reads and switches it, as composed.
    links: new KyselyTelegramLinks(db, new KyselyNotificationSettings(db)),
    async addUser() {
      const user = await db
        .insertInto('users')
        .values({ email: `links${++next}@example.com`, password_hash: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_settings').values({ user_id: user.id }).execute();
      return user.id;
    },
    async setAlerts(userId, on) {
      await db
        .updateTable('user_settings')
        .set({ telegram_notifications: on })
        .where('user_id', '=', userId)
        .execute();
    },
    async alerts(userId) {
      const row = await db
        .selectFrom('user_settings')
        .select('telegram_notifications')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return row.telegram_notifications;
    },
    async close() {
      await database.close();
      await scratch?.drop();
    },
  };
}

const SUBJECTS: Array<[string, () => Promise<Subject>]> = [
  ['in memory', async () => inMemory()],
  ['PGlite', () => onDatabase(false)],
  ...(postgresAvailable ? [['PostgreSQL', () => onDatabase(true)] as [string, () => Promise<Subject>]] : []),
];

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LIFETIME = 15 * 60_000;
const BIG_CHAT = 2 ** 52 - 7;

describe.each(SUBJECTS)('TelegramLinks contract: %s', (_name, make) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await make();
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('links a chat with a fresh payload exactly once', async () => {
    const { links } = subject;
    const user = await subject.addUser();
    expect(await links.status(user, T0)).toBe('unlinked');
    await links.createPayload(user, 'fresh-payload', T0, at(LIFETIME));
    expect(await links.status(user, T0)).toBe('pending');
    expect(await links.consumePayload('fresh-payload', BIG_CHAT, at(1000))).toEqual({
      ok: true,
      value: { userId: user },
    });
    expect(await links.status(user, at(2000))).toBe('linked');
    expect(await links.consumePayload('fresh-payload', 42, at(3000))).toEqual({ ok: false, error: 'used' });
    expect(await links.consumePayload('never-made', 42, at(3000))).toEqual({ ok: false, error: 'unknown' });
    await subject.setAlerts(user, true);
    expect(await links.notificationChat(user)).toBe(BIG_CHAT);
  });

  it('refuses an expired payload and stops calling it pending', async () => {
    const { links } = subject;
    const user = await subject.addUser();
    await links.createPayload(user, 'old-payload', T0, at(LIFETIME));
    expect(await links.status(user, at(LIFETIME))).toBe('unlinked');
    expect(await links.consumePayload('old-payload', 43, at(LIFETIME))).toEqual({
      ok: false,
      error: 'expired',
    });
    expect(await links.status(user, at(LIFETIME))).toBe('unlinked');
  });

  it("a new payload replaces the user's unused one", async () => {
    const { links } = subject;
    const user = await subject.addUser();
    await links.createPayload(user, 'first-of-two', T0, at(LIFETIME));
    await links.createPayload(user, 'second-of-two', T0, at(LIFETIME));
    expect((await links.consumePayload('first-of-two', 44, T0)).ok).toBe(false);
    expect((await links.consumePayload('second-of-two', 44, T0)).ok).toBe(true);
  });

  it('moves a chat to the account that links it last, switching the old account’s alerts off', async () => {
    const { links } = subject;
    const [first, second] = [await subject.addUser(), await subject.addUser()];
    await links.createPayload(first, 'move-a', T0, at(LIFETIME));
    await links.consumePayload('move-a', 45, T0);
    await subject.setAlerts(first, true);
    await links.createPayload(second, 'move-b', T0, at(LIFETIME));
    expect(await links.consumePayload('move-b', 45, T0)).toEqual({ ok: true, value: { userId: second } });
    expect(await links.status(first, T0)).toBe('unlinked');
    expect(await subject.alerts(first)).toBe(false);
    // Relinking the same account to another chat replaces its chat.
    await links.createPayload(second, 'move-c', T0, at(LIFETIME));
    await links.consumePayload('move-c', 46, T0);
    await subject.setAlerts(second, true);
    expect(await links.notificationChat(second)).toBe(46);
  });

  it('unlink, unlinkChat and markDead unlink, cancel pending payloads and switch alerts off', async () => {
    const { links } = subject;
    const users = [await subject.addUser(), await subject.addUser(), await subject.addUser()];
    for (const [i, user] of users.entries()) {
      await links.createPayload(user, `bye-${i}`, T0, at(LIFETIME));
      await links.consumePayload(`bye-${i}`, 50 + i, T0);
      await subject.setAlerts(user, true);
    }
    await links.createPayload(users[0]!, 'pending-then-unlink', T0, at(LIFETIME));
    await links.unlink(users[0]!);
    expect(await links.unlinkChat(51)).toBe(users[1]);
    expect(await links.unlinkChat(51)).toBeNull();
    await links.markDead(52);
    for (const user of users) {
      expect(await links.status(user, T0)).toBe('unlinked');
      expect(await subject.alerts(user)).toBe(false);
      expect(await links.notificationChat(user)).toBeNull();
    }
    expect((await links.consumePayload('pending-then-unlink', 50, T0)).ok).toBe(false);
  });

  it('lists only linked chats whose users want Telegram alerts', async () => {
    const { links } = subject;
    const [quiet, loud, unlinked] = [
      await subject.addUser(),
      await subject.addUser(),
      await subject.addUser(),
    ];
    await links.createPayload(quiet, 'list-q', T0, at(LIFETIME));
    await links.consumePayload('list-q', 60, T0);
    await links.createPayload(loud, 'list-l', T0, at(LIFETIME));
    await links.consumePayload('list-l', 61, T0);
    await subject.setAlerts(loud, true);
    await subject.setAlerts(unlinked, true);
    const listed = await links.linkedChatsWithNotifications();
    expect(listed).toContainEqual({ userId: loud, chatId: 61 });
    expect(listed.map((chat) => chat.userId)).not.toContain(quiet);
    expect(listed.map((chat) => chat.userId)).not.toContain(unlinked);
    expect(await links.notificationChat(quiet)).toBeNull();
  });
});
