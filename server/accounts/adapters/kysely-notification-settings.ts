import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { NotificationSetting, NotificationSettings, Subscriber } from '../ports';

const SETTINGS: readonly NotificationSetting[] = ['email_notifications', 'telegram_notifications'];

/** The notification flags in `user_settings`, read and switched off by other features. */
export class KyselyNotificationSettings implements NotificationSettings {
  constructor(private readonly db: Kysely<DB>) {}

  async verifiedSubscribers(settings: readonly NotificationSetting[]): Promise<Subscriber[]> {
    const wanted = SETTINGS.filter((setting) => settings.includes(setting));
    if (wanted.length === 0) return [];
    const rows = await this.db
      .selectFrom('users as u')
      .innerJoin('user_settings as us', 'us.user_id', 'u.id')
      .select(['u.id', 'u.email', 'us.email_notifications', 'us.telegram_notifications'])
      .where('u.verified', '=', true)
      .where(
        sql<boolean>`${sql.join(
          wanted.map((setting) => sql.ref(`us.${setting}`)),
          sql` or `,
        )}`,
      )
      .orderBy('u.id')
      .execute();
    return rows.map((row) => ({
      userId: row.id,
      email: row.email,
      settings: new Set(wanted.filter((setting) => row[setting])),
    }));
  }

  async withSettingOn(
    userIds: readonly number[],
    setting: NotificationSetting,
  ): Promise<ReadonlySet<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('user_settings')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .where(setting, '=', true)
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  async switchOff(userId: number, setting: NotificationSetting): Promise<void> {
    await this.db
      .updateTable('user_settings')
      .set({ [setting]: false })
      .where('user_id', '=', userId)
      .execute();
  }
}
