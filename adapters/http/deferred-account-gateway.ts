import type { AxiosInstance } from 'axios';
import type { AccountGateway } from '@domain/ports/browser/account-gateway';
import { deferredGateway } from './deferred-gateway';

/** The HTTP AccountGateway, its code loaded on the first call: only My account uses it. */
export function deferredAccountGateway(api: AxiosInstance): AccountGateway {
  return deferredGateway<AccountGateway>(
    async () => new (await import('./http-account-gateway')).HttpAccountGateway(api),
    [
      'settings',
      'updateSettings',
      'changePassword',
      'telegramAvailable',
      'telegramLinkStatus',
      'createTelegramLink',
      'unlinkTelegram',
    ],
  );
}
