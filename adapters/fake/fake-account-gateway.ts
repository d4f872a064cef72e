import { validatePasswordChange } from '@domain/accounts/validate-password-change';
import type { PasswordChangeForm } from '@domain/accounts/validate-password-change';
import type {
  AccountGateway,
  AccountSettings,
  TelegramLinkStatus,
} from '@domain/ports/browser/account-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

/** Who is signed in, and their password (the fake auth gateway plays this part). */
export interface FakeAccountHolder {
  signedInUserId(): number | null;
  replacePassword(userId: number, oldPassword: string, newPassword: string): boolean;
}

export interface FakeAccountOptions {
  /** Whether the fake server has a Telegram bot; defaults to true. */
  readonly telegramAvailable?: boolean;
  /** How many status checks after a link is handed out until the chat counts as linked (default 2). */
  readonly checksUntilLinked?: number;
}

interface FakeAccount {
  settings: AccountSettings;
  link: TelegramLinkStatus;
  pendingChecks: number;
}

const NO_SETTINGS: AccountSettings = {
  informedUpdates: false,
  emailNotifications: false,
  telegramNotifications: false,
};
const signedOut = { ok: false, error: 'Please log in to continue.', status: 401 } as const;
const ok = <T>(value: T) => ({ ok: true, value }) as const;

/**
 * In-memory account calls for the static demo and UI tests. Settings and the Telegram link live here
 * per user; a handed-out link counts as used (the chat linked) after a few status checks, as if the
 * user pressed Start in Telegram. Every call fails with 401 while nobody is signed in.
 */
export class FakeAccountGateway implements AccountGateway {
  /** Test helper: set to make the next calls fail as if the server could not be reached. */
  unreachable = false;
  private readonly accounts = new Map<number, FakeAccount>();

  constructor(
    private readonly holder: FakeAccountHolder,
    private readonly options: FakeAccountOptions = {},
  ) {}

  async settings(): Promise<RemoteResult<AccountSettings>> {
    return this.withAccount((account) => ok(account.settings));
  }

  async updateSettings(settings: AccountSettings): Promise<RemoteResult<void>> {
    return this.withAccount((account) => {
      account.settings = { ...settings };
      return ok(undefined);
    });
  }

  async changePassword(form: PasswordChangeForm): Promise<RemoteResult<string>> {
    const userId = this.holder.signedInUserId();
    if (this.unreachable) return { ok: false, error: null, status: null };
    if (userId === null) return signedOut;
    const problem = validatePasswordChange(form);
    if (problem) return { ok: false, error: problem, status: 400 };
    if (!this.holder.replacePassword(userId, form.old_password, form.new_password)) {
      return { ok: false, error: 'Your current password is incorrect.', status: 400 };
    }
    return ok('Password updated successfully');
  }

  async telegramAvailable(): Promise<RemoteResult<boolean>> {
    return this.withAccount(() => ok(this.options.telegramAvailable ?? true));
  }

  async telegramLinkStatus(): Promise<RemoteResult<TelegramLinkStatus>> {
    return this.withAccount((account) => {
      if (account.link === 'pending' && --account.pendingChecks <= 0) account.link = 'linked';
      return ok(account.link);
    });
  }

  async createTelegramLink(): Promise<RemoteResult<string>> {
    if (this.options.telegramAvailable === false) {
      return { ok: false, error: 'Telegram linking is not available at the moment.', status: 503 };
    }
    return this.withAccount((account) => {
      if (account.link !== 'linked') {
        account.link = 'pending';
        account.pendingChecks = this.options.checksUntilLinked ?? 2;
      }
      return ok('https://t.me/ChartpulseDemoBot?start=demo-link');
    });
  }

  async unlinkTelegram(): Promise<RemoteResult<void>> {
    return this.withAccount((account) => {
      account.link = 'unlinked';
      account.settings = { ...account.settings, telegramNotifications: false };
      return ok(undefined);
    });
  }

  private withAccount<T>(use: (account: FakeAccount) => RemoteResult<T>): RemoteResult<T> {
    if (this.unreachable) return { ok: false, error: null, status: null };
    const userId = this.holder.signedInUserId();
    if (userId === null) return signedOut;
    let account = this.accounts.get(userId);
    if (!account) {
      account = { settings: NO_SETTINGS, link: 'unlinked', pendingChecks: 0 };
      this.accounts.set(userId, account);
    }
    return use(account);
  }
}
