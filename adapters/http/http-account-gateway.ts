import type { AxiosInstance } from 'axios';
import type { PasswordChangeForm } from '@domain/accounts/validate-password-change';
import type {
  AccountGateway,
  AccountSettings,
  TelegramLinkStatus,
} from '@domain/ports/browser/account-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { type ApiAnswer, callApi } from './api-failure';

const LINK_STATUSES: readonly TelegramLinkStatus[] = ['linked', 'pending', 'unlinked'];

/** AccountGateway over the JSON API (docs/product.md §7): settings, password and the Telegram link. */
export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly api: AxiosInstance) {}

  settings(): Promise<RemoteResult<AccountSettings>> {
    return callApi(
      () => this.api.get<ApiAnswer>('/user_settings'),
      (data) => toSettings(data.settings),
    );
  }

  updateSettings(settings: AccountSettings): Promise<RemoteResult<void>> {
    const body = {
      email_notifications: settings.emailNotifications ? 1 : 0,
      telegram_notifications: settings.telegramNotifications ? 1 : 0,
      informed_updates: settings.informedUpdates ? 1 : 0,
    };
    return callApi(
      () => this.api.post<ApiAnswer>('/update_user_settings', body),
      () => undefined,
    );
  }

  changePassword(form: PasswordChangeForm): Promise<RemoteResult<string>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/change_password', form),
      (data) => String(data.message ?? ''),
    );
  }

  /** A server without the Telegram routes (404) cannot link either. */
  async telegramAvailable(): Promise<RemoteResult<boolean>> {
    const answer = await callApi(
      () => this.api.get<ApiAnswer>('/telegram/availability'),
      (data) => data.available === true,
    );
    if (!answer.ok && answer.status === 404) return { ok: true, value: false };
    return answer;
  }

  telegramLinkStatus(): Promise<RemoteResult<TelegramLinkStatus>> {
    return callApi(
      () => this.api.get<ApiAnswer>('/check_telegram_link_status'),
      (data) => {
        const status = LINK_STATUSES.find((known) => known === data.status);
        if (!status) throw new Error(`Unknown Telegram link status: ${String(data.status)}`);
        return status;
      },
    );
  }

  createTelegramLink(): Promise<RemoteResult<string>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/generate_telegram_token'),
      (data) => {
        if (typeof data.link !== 'string' || !data.link) throw new Error('No Telegram link in the answer');
        return data.link;
      },
    );
  }

  unlinkTelegram(): Promise<RemoteResult<void>> {
    return callApi(
      () => this.api.post<ApiAnswer>('/unlink_telegram'),
      () => undefined,
    );
  }
}

function toSettings(value: unknown): AccountSettings {
  if (!value || typeof value !== 'object') throw new Error('No settings in the answer');
  const flags = value as Record<string, unknown>;
  return {
    informedUpdates: isOn(flags.informed_updates),
    emailNotifications: isOn(flags.email_notifications),
    telegramNotifications: isOn(flags.telegram_notifications),
  };
}

const isOn = (flag: unknown): boolean => flag === 1 || flag === true || flag === '1';
