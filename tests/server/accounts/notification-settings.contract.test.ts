import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyNotificationSettings } from '@server/accounts/adapters/kysely-notification-settings';
import { KyselyUsers } from '@server/accounts/adapters/kysely-users';
import type { NotificationSetting } from '@server/accounts/ports';
import { type Database, openDatabase } from '@server/db/database';
import { createScratchDatabase } from '../../support/postgres';
import { databaseTargets } from './database-targets';

const NOW = new Date('2026-03-01T00:00:00Z');

/** What alerts and Telegram read of accounts' settings, on PGlite and PostgreSQL. */
describe.each(databaseTargets)('the NotificationSettings contract on $name', (target) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let settings: KyselyNotificationSettings;
  let users: KyselyUsers;

  beforeAll(async () => {
    const scratch = target.postgres ? await createScratchDatabase({ migrated: true }) : undefined;
    drop = scratch?.drop;
    database = await openDatabase({ databaseUrl: scratch?.url, dataDir: '', inMemory: !scratch });
    settings = new KyselyNotificationSettings(database.db);
    users = new KyselyUsers(database.db);
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const account = async (email: string, verified: boolean, on: readonly NotificationSetting[]) => {
    const created = await users.create({ email, passwordHash: null, verified, createdAt: NOW });
    const id = created!.id;
    await users.updateSettings(
      id,
      {
        email_notifications: on.includes('email_notifications'),
        telegram_notifications: on.includes('telegram_notifications'),
      },
      NOW,
    );
    return id;
  };

  it('lists verified subscribers by id with the asked-for settings they have on', async () => {
    const both = await account('both@example.com', true, ['email_notifications', 'telegram_notifications']);
    const chat = await account('chat@example.com', true, ['telegram_notifications']);
    await account('none@example.com', true, []);
    await account('unverified@example.com', false, ['email_notifications']);

    expect(await settings.verifiedSubscribers(['email_notifications', 'telegram_notifications'])).toEqual([
      {
        userId: both,
        email: 'both@example.com',
        settings: new Set(['email_notifications', 'telegram_notifications']),
      },
      { userId: chat, email: 'chat@example.com', settings: new Set(['telegram_notifications']) },
    ]);
    expect(await settings.verifiedSubscribers(['email_notifications'])).toEqual([
      { userId: both, email: 'both@example.com', settings: new Set(['email_notifications']) },
    ]);
    expect(await settings.verifiedSubscribers([])).toEqual([]);
  });

  it('says who has a setting on, and switches it off', async () => {
    const on = await account('on@example.com', false, ['telegram_notifications']);
    const off = await account('off@example.com', true, ['email_notifications']);

    expect(await settings.withSettingOn([on, off, 9999], 'telegram_notifications')).toEqual(new Set([on]));
    await settings.switchOff(on, 'telegram_notifications');
    expect(await settings.withSettingOn([on, off], 'telegram_notifications')).toEqual(new Set());
    expect(await settings.withSettingOn([on, off], 'email_notifications')).toEqual(new Set([off]));
    expect(await settings.withSettingOn([], 'email_notifications')).toEqual(new Set());
  });
});
