import type { UserSettings } from '@domain/accounts/account-contracts';
import { type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

/** The user's notification and newsletter flags (1/0, docs/product.md §3). */
export async function getUserSettings(
  ports: Pick<AccountPorts, 'users'>,
  input: { readonly userId: number },
): Promise<Result<UserSettings>> {
  return ok(await ports.users.settings(input.userId));
}
