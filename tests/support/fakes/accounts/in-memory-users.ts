import type { UserSettings } from '@domain/accounts/account-contracts';
import type {
  Account,
  AccountChange,
  AccountPage,
  NewAccount,
  SettingsChange,
  Users,
} from '@server/accounts/ports';

const DEFAULT_SETTINGS: UserSettings = {
  email_notifications: 0,
  telegram_notifications: 0,
  informed_updates: 0,
};

/** Users in a Map, for use-case tests; deleting one also ends its sessions (see InMemorySessions). */
export class InMemoryUsers implements Users {
  private readonly accounts = new Map<number, Account>();
  private readonly userSettings = new Map<number, UserSettings>();
  private nextId = 1;

  async findById(id: number): Promise<Account | undefined> {
    return this.accounts.get(id);
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const wanted = normalize(email);
    return [...this.accounts.values()].find((account) => account.email === wanted);
  }

  async findByGoogleSub(sub: string): Promise<Account | undefined> {
    return [...this.accounts.values()].find((account) => account.googleSub === sub);
  }

  async create(account: NewAccount): Promise<Account | undefined> {
    if (await this.findByEmail(account.email)) return undefined;
    const created: Account = {
      id: this.nextId++,
      email: normalize(account.email),
      passwordHash: account.passwordHash,
      userType: account.userType ?? 'user',
      verified: account.verified,
      googleSub: account.googleSub ?? null,
      createdAt: account.createdAt,
    };
    this.accounts.set(created.id, created);
    this.userSettings.set(created.id, DEFAULT_SETTINGS);
    return created;
  }

  async update(id: number, change: AccountChange): Promise<void> {
    const account = this.accounts.get(id);
    const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    if (account) this.accounts.set(id, { ...account, ...defined });
  }

  async list(): Promise<Array<{ id: number; email: string }>> {
    return [...this.accounts.values()].map(({ id, email }) => ({ id, email }));
  }

  async delete(id: number): Promise<boolean> {
    this.userSettings.delete(id);
    return this.accounts.delete(id);
  }

  async listPage(offset: number, limit: number): Promise<AccountPage> {
    const all = [...this.accounts.values()].sort((a, b) => a.id - b.id);
    return {
      accounts: all.slice(offset, offset + limit).map((account) => ({
        id: account.id,
        email: account.email,
        verified: account.verified,
        userType: account.userType,
        createdAt: account.createdAt,
      })),
      total: all.length,
    };
  }

  async deleteUnlessLastAdmin(id: number): Promise<'deleted' | 'not_found' | 'last_admin'> {
    const account = this.accounts.get(id);
    if (!account) return 'not_found';
    const admins = [...this.accounts.values()].filter((candidate) => candidate.userType === 'admin');
    if (account.userType === 'admin' && admins.length <= 1) return 'last_admin';
    await this.delete(id);
    return 'deleted';
  }

  async settings(userId: number): Promise<UserSettings> {
    return this.userSettings.get(userId) ?? DEFAULT_SETTINGS;
  }

  async updateSettings(userId: number, change: SettingsChange, _now: Date): Promise<void> {
    const flags = Object.fromEntries(
      Object.entries(change)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, value ? 1 : 0]),
    );
    this.userSettings.set(userId, { ...(await this.settings(userId)), ...flags });
  }

  /** Synchronous lookup for the other fakes (a deleted user's sessions die with it). */
  peek(id: number): Account | undefined {
    return this.accounts.get(id);
  }
}

function normalize(email: string): string {
  return email.trim().toLowerCase();
}
