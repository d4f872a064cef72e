import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  type PasswordChangeField,
  type PasswordChangeForm,
  passwordChangeProblem,
} from '@domain/accounts/validate-password-change';
import { AccountGateway, type AccountSettings } from '@domain/ports/browser/account-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import type { Notice } from '@shared/ui/notice';
import {
  GENERIC_FAILURE_MESSAGE,
  LINK_FAILED_MESSAGE,
  LOAD_FAILED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SETTINGS_SAVED_MESSAGE,
} from './account-messages';
import { TelegramLink } from './telegram-link';

export type AccountStatus = 'loading' | 'error' | 'ready';
export type SettingName = keyof AccountSettings;

/** The server checks the rules we check first, so its 400 can only be about the current password. */
const fieldsOfRefusal = (status: number | null): PasswordChangeField[] =>
  status === 400 ? ['old_password'] : [];

const NO_PASSWORD_CHANGE: PasswordChangeForm = { old_password: '', new_password: '', confirm_password: '' };
const NO_SETTINGS: AccountSettings = {
  informedUpdates: false,
  emailNotifications: false,
  telegramNotifications: false,
};

/**
 * /my-account (docs/product.md §2, §4, §5, §8): the email, an optional password change, the three
 * notification choices and the Telegram link. Changes count as unsaved until Save succeeds.
 */
@injectable()
export class AccountViewModel {
  status: AccountStatus = 'loading';
  settings: AccountSettings = NO_SETTINGS;
  password: PasswordChangeForm = NO_PASSWORD_CHANGE;
  notice: Notice | null = null;
  isSaving = false;
  readonly telegram: TelegramLink;
  /** The settings as the server has them (what gates email and Telegram alerts). */
  saved: AccountSettings = NO_SETTINGS;
  /** The password fields the error notice is about (none for other errors). */
  private errorFields: readonly PasswordChangeField[] = [];

  constructor(
    @inject(AccountGateway) private readonly account: AccountGateway,
    @inject(AuthStore) private readonly auth: AuthStore,
  ) {
    this.telegram = new TelegramLink(account);
    makeAutoObservable<AccountViewModel, 'account' | 'auth'>(
      this,
      { account: false, auth: false, telegram: false },
      { autoBind: true },
    );
  }

  get email(): string | null {
    return this.auth.user?.data?.email ?? null;
  }

  /** Anything typed or toggled since the last load or save. */
  get hasUnsavedChanges(): boolean {
    const typed = Object.values(this.password).some((field) => field !== '');
    const keys = Object.keys(this.settings) as SettingName[];
    return typed || keys.some((key) => this.settings[key] !== this.saved[key]);
  }

  /** Telegram notifications can be switched on only while a chat is linked. */
  get canUseTelegramNotifications(): boolean {
    return this.telegram.isLinked;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const [settings, telegramFailure] = await Promise.all([this.account.settings(), this.telegram.load()]);
    runInAction(() => {
      if (!settings.ok || telegramFailure) {
        const status = settings.ok ? telegramFailure?.status : settings.status;
        if (status === 401) return this.auth.expireSession();
        console.error(
          'Failed to fetch user settings and link status:',
          settings.ok ? telegramFailure : settings,
        );
        this.status = 'error';
        this.showError(LOAD_FAILED_MESSAGE);
        return;
      }
      this.settings = settings.value;
      this.saved = settings.value;
      this.status = 'ready';
    });
  }

  /** Loads again after a failure, clearing the failure's message meanwhile. */
  retry(): Promise<void> {
    this.notice = null;
    return this.load();
  }

  setSetting(name: SettingName, on: boolean): void {
    if (name === 'telegramNotifications' && on && !this.canUseTelegramNotifications) return;
    this.settings = { ...this.settings, [name]: on };
  }

  setPasswordField(name: keyof PasswordChangeForm, value: string): void {
    this.password = { ...this.password, [name]: value };
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /** Whether the error shown is about the password field `name`. */
  isInvalid(name: PasswordChangeField): boolean {
    return this.notice?.kind === 'error' && this.errorFields.includes(name);
  }

  /** The optional password change first (its rules, then the server), then the settings. */
  async save(): Promise<void> {
    const problem = passwordChangeProblem(this.password);
    if (problem) return this.showError(problem.message, problem.fields);
    this.isSaving = true;
    this.notice = null;
    const wantsNewPassword = this.password.new_password !== '';
    if (wantsNewPassword) {
      const changed = await this.account.changePassword(this.password);
      if (!changed.ok) {
        const text = changed.error ?? GENERIC_FAILURE_MESSAGE;
        return this.saveFailed(changed.status, text, fieldsOfRefusal(changed.status));
      }
      runInAction(() => {
        this.password = NO_PASSWORD_CHANGE;
      });
    }
    const sent = { ...this.settings };
    const updated = await this.account.updateSettings(sent);
    const passwordNote = wantsNewPassword ? `${PASSWORD_CHANGED_MESSAGE} ` : '';
    if (!updated.ok) return this.saveFailed(updated.status, `${passwordNote}${GENERIC_FAILURE_MESSAGE}`);
    runInAction(() => {
      this.isSaving = false;
      this.saved = sent;
      this.notice = { kind: 'success', text: `${passwordNote}${SETTINGS_SAVED_MESSAGE}` };
    });
  }

  async linkTelegram(): Promise<string | null> {
    this.notice = null;
    const failure = await this.telegram.link();
    if (failure) {
      this.showError(LINK_FAILED_MESSAGE);
      return null;
    }
    return this.telegram.linkUrl;
  }

  /** Unlinking also switches Telegram notifications off (the server has done the same). */
  async unlinkTelegram(): Promise<void> {
    this.notice = null;
    const failure = await this.telegram.unlink();
    if (failure) return this.showError(GENERIC_FAILURE_MESSAGE);
    runInAction(() => {
      this.settings = { ...this.settings, telegramNotifications: false };
      this.saved = { ...this.saved, telegramNotifications: false };
    });
  }

  /** The page is gone: the link poll stops. */
  dispose(): void {
    this.telegram.dispose();
  }

  private saveFailed(status: number | null, text: string, fields: readonly PasswordChangeField[] = []): void {
    this.isSaving = false;
    if (status === 401) this.auth.expireSession();
    else this.showError(text, fields);
  }

  private showError(text: string, fields: readonly PasswordChangeField[] = []): void {
    this.notice = { kind: 'error', text };
    this.errorFields = fields;
  }
}
