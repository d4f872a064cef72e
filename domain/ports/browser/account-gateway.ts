import type { PasswordChangeForm } from '../../accounts/validate-password-change';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** The My Account choices (`GET /api/user_settings`, sent back by `POST /api/update_user_settings`). */
export interface AccountSettings {
  readonly informedUpdates: boolean;
  readonly emailNotifications: boolean;
  readonly telegramNotifications: boolean;
}

/** Whether a Telegram chat is linked to the account, or a link was handed out and not used yet. */
export type TelegramLinkStatus = 'linked' | 'pending' | 'unlinked';

/**
 * The signed-in user's account calls (docs/product.md §2 My account, §4 messaging-app link, §7):
 * settings, password change and the Telegram link. A failure with a status is the server saying no.
 */
export interface AccountGateway {
  settings(): Promise<RemoteResult<AccountSettings>>;
  updateSettings(settings: AccountSettings): Promise<RemoteResult<void>>;
  /** Answers the server's message ('Password updated successfully'). */
  changePassword(form: PasswordChangeForm): Promise<RemoteResult<string>>;
  /** False when the server has no Telegram bot configured (linking cannot work there). */
  telegramAvailable(): Promise<RemoteResult<boolean>>;
  telegramLinkStatus(): Promise<RemoteResult<TelegramLinkStatus>>;
  /** A one-time deep link that opens the bot and links the chat when the user presses Start. */
  createTelegramLink(): Promise<RemoteResult<string>>;
  /** Unlinks the chat; the server also turns Telegram notifications off. */
  unlinkTelegram(): Promise<RemoteResult<void>>;
}

export const AccountGateway: PortToken<AccountGateway> = Symbol.for('AccountGateway');
