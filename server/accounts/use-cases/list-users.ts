import {
  ADMIN_USERS_MAX_LIMIT,
  type AdminUserRow,
  type AdminUsersPage,
} from '@domain/accounts/account-contracts';
import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

export interface ListUsersInput {
  /** 1-based. */
  readonly page: number;
  /** Rows per page, 1 to ADMIN_USERS_MAX_LIMIT. */
  readonly limit: number;
}

/** One page of accounts for the admin page, oldest first (the route checks the admin role). */
export async function listUsers(
  ports: Pick<AccountPorts, 'users' | 'trackedCounts'>,
  input: ListUsersInput,
): Promise<Result<Omit<AdminUsersPage, 'success'>>> {
  const { page, limit } = input;
  if (!Number.isInteger(page) || page < 1)
    return refuse('invalid', 'The page must be a whole number from 1.');
  if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_USERS_MAX_LIMIT) {
    return refuse('invalid', `The page size must be a whole number from 1 to ${ADMIN_USERS_MAX_LIMIT}.`);
  }
  const { accounts, total } = await ports.users.listPage((page - 1) * limit, limit);
  const tracked = await ports.trackedCounts.trackedCounts(accounts.map((account) => account.id));
  const users = accounts.map(
    (account): AdminUserRow => ({
      user_id: account.id,
      email: account.email,
      verified: account.verified,
      user_type: account.userType,
      created_at: account.createdAt.toISOString(),
      tracked_items: tracked.get(account.id) ?? 0,
    }),
  );
  return ok({ users, total, page, limit });
}
