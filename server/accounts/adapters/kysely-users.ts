import type { Kysely } from 'kysely';
import type { UserSettings } from '@domain/accounts/account-contracts';
import type { DB } from '../../db/schema';
import type { Account, AccountChange, AccountPage, NewAccount, SettingsChange, Users } from '../ports';
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

  async listPage(offset: number, limit: number): Promise<AccountPage> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'verified', 'user_type', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    const total = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      accounts: rows.map((row) => ({
        id: row.id,
        email: row.email,
        verified: row.verified,
        userType: row.user_type,
        createdAt: new Date(row.created_at),
      })),
      total: Number(total.n),
    };
  }

  /** The admins' rows are locked while the check runs, so concurrent deletions see each other. */
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
