import type { Kysely } from 'kysely';
import type { AdminUserRow, UserSettings } from '@domain/accounts/account-contracts';
import type { DB, UserRow } from '../db/schema';

export interface NewAccount {
  readonly email: string;
  readonly passwordHash: string | null;
  readonly verified: boolean;
  readonly userType?: 'admin' | 'user';
  readonly googleSub?: string | null;
  readonly createdAt: Date;
}

export interface SettingsChange {
  readonly email_notifications?: boolean;
  readonly telegram_notifications?: boolean;
  readonly informed_updates?: boolean;
}

/** Users and their settings in the database. Emails are compared lower-cased. */
export class UserStore {
  constructor(private readonly db: Kysely<DB>) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst();
  }

  findByGoogleSub(sub: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
  }

  /** Inserts the user and their default settings; undefined when the email is already taken. */
  async create(account: NewAccount): Promise<UserRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          email: normalizeEmail(account.email),
          password_hash: account.passwordHash,
          verified: account.verified,
          user_type: account.userType ?? 'user',
          google_sub: account.googleSub ?? null,
          created_at: account.createdAt,
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (user) await trx.insertInto('user_settings').values({ user_id: user.id }).execute();
      return user;
    });
  }

  async update(
    id: number,
    change: Partial<Pick<UserRow, 'password_hash' | 'verified' | 'user_type' | 'google_sub'>>,
  ): Promise<void> {
    await this.db.updateTable('users').set(change).where('id', '=', id).execute();
  }

  list(): Promise<Array<{ id: number; email: string }>> {
    return this.db.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
  }

  /** `limit` accounts from `offset`, oldest first, each with how many items it tracks; and the total. */
  async listPage(offset: number, limit: number): Promise<{ users: AdminUserRow[]; total: number }> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'verified', 'user_type', 'created_at'])
      .select((eb) =>
        eb
          .selectFrom('user_tracking')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('user_tracking.user_id', '=', 'users.id')
          .as('tracked_items'),
      )
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    const users = rows.map((row) => ({
      user_id: row.id,
      email: row.email,
      verified: row.verified,
      user_type: row.user_type,
      created_at: new Date(row.created_at).toISOString(),
      tracked_items: Number(row.tracked_items ?? 0),
    }));
    return { users, total: await this.count() };
  }

  /**
   * Deletes the user unless that would leave no admin. The admins' rows are locked while it checks,
   * so two admins deleting each other at once cannot both succeed.
   */
  deleteUnlessLastAdmin(id: number): Promise<'deleted' | 'not_found' | 'last_admin'> {
    return this.db.transaction().execute(async (trx) => {
      const admins = await trx
        .selectFrom('users')
        .select('id')
        .where('user_type', '=', 'admin')
        .forUpdate()
        .execute();
      const user = await trx.selectFrom('users').select('user_type').where('id', '=', id).executeTakeFirst();
      if (!user) return 'not_found';
      if (user.user_type === 'admin' && admins.length <= 1) return 'last_admin';
      await trx.deleteFrom('users').where('id', '=', id).execute();
      return 'deleted';
    });
  }

  /** Deletes the user; sessions, settings, codes and tracking go with it (ON DELETE CASCADE). */
  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async settings(userId: number): Promise<UserSettings> {
    const row = await this.db
      .selectFrom('user_settings')
      .select(['email_notifications', 'telegram_notifications', 'informed_updates'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return {
      email_notifications: row?.email_notifications ? 1 : 0,
      telegram_notifications: row?.telegram_notifications ? 1 : 0,
      informed_updates: row?.informed_updates ? 1 : 0,
    };
  }

  async updateSettings(userId: number, change: SettingsChange, now: Date): Promise<void> {
    await this.db
      .insertInto('user_settings')
      .values({ user_id: userId, ...change, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...change, updated_at: now }))
      .execute();
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
