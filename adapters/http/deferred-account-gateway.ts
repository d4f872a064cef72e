import type { AxiosInstance } from 'axios';
import type { AccountGateway } from '@domain/ports/browser/account-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

type Call = (...args: unknown[]) => Promise<RemoteResult<unknown>>;

const CALLS = [
  'settings',
  'updateSettings',
  'changePassword',
  'telegramAvailable',
  'telegramLinkStatus',
  'createTelegramLink',
  'unlinkTelegram',
] as const satisfies ReadonlyArray<keyof AccountGateway>;

/**
 * The HTTP AccountGateway, its code loaded on the first call: only My account uses it, so it stays
 * off the first load of `/` (the bundle budget). A chunk that fails to load reads as a request
 * without an answer.
 */
export function deferredAccountGateway(api: AxiosInstance): AccountGateway {
  let loaded: Promise<AccountGateway> | null = null;
  const load = () =>
    (loaded ??= import('./http-account-gateway').then(
      ({ HttpAccountGateway }) => new HttpAccountGateway(api),
    ));
  const forward =
    (name: (typeof CALLS)[number]) =>
    async (...args: unknown[]) => {
      let gateway: AccountGateway;
      try {
        gateway = await load();
      } catch {
        loaded = null;
        return { ok: false, error: null, status: null };
      }
      return (gateway[name] as Call)(...args);
    };
  return Object.fromEntries(CALLS.map((name) => [name, forward(name)])) as unknown as AccountGateway;
}
