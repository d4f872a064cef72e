import type { Kysely } from 'kysely';
import type { UserSettings } from '@domain/accounts/account-contracts';
import type { DB } from '../../db/schema';
import type { Account, AccountChange, NewAccount, SettingsChange, Users } from '../ports';
import type { UserRow } from '../tables';

/** Users and their settings in the database. Emails are compared lower-cased. */
export class KyselyUsers implements Users {
  constructor(private readonly db: Kysely<DB>) {}

  async findById(id: number): Promise<Account | undefined> {
    return accountOf(await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst());
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst();
    return accountOf(row);
  }

  async findByGoogleSub(sub: string): Promise<Account | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('google_sub', '=', sub)
      .executeTakeFirst();
    return accountOf(row);
  }

  async create(account: NewAccount): Promise<Account | undefined> {
    const row = await this.db.transaction().execute(async (trx) => {
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
    return accountOf(row);
  }

  async update(id: number, change: AccountChange): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        password_hash: change.passwordHash,
        verified: change.verified,
        user_type: change.userType,
        google_sub: change.googleSub,
      })
      .where('id', '=', id)
      .execute();
  }

  list(): Promise<Array<{ id: number; email: string }>> {
    return this.db.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
  }

  /** Sessions, settings, codes and tracking go with the user (ON DELETE CASCADE). */
  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
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

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function accountOf(row: UserRow | undefined): Account | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    userType: row.user_type,
    verified: row.verified,
    googleSub: row.google_sub,
    createdAt: new Date(row.created_at),
  };
}
