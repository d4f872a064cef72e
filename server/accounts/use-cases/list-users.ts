import type { AdminUserRow } from '@domain/accounts/account-contracts';
import { type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

/** Every account, for the admin page (the route checks the admin role). */
export async function listUsers(ports: Pick<AccountPorts, 'users'>): Promise<Result<AdminUserRow[]>> {
  const users = await ports.users.list();
  return ok(users.map((user) => ({ user_id: user.id, email: user.email })));
}
