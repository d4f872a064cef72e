import { ADMIN_LAST_ADMIN_MESSAGE, ADMIN_SELF_DELETE_MESSAGE } from '@domain/accounts/account-contracts';
import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

export interface DeleteUserInput {
  /** The admin asking (the route checks the role). */
  readonly adminId: number;
  readonly userId: number;
}

/**
 * Deletes an account with its sessions, settings, tracking and uploaded files. An admin cannot
 * delete themself, and nobody can delete the last admin.
 */
export async function deleteUser(
  ports: Pick<AccountPorts, 'users' | 'sessions' | 'ownedFiles'>,
  input: DeleteUserInput,
): Promise<Result<{ readonly message: string }>> {
  const { adminId, userId } = input;
  if (userId === adminId) return refuse('invalid', ADMIN_SELF_DELETE_MESSAGE);
  const removeOwnedFiles = await ports.ownedFiles.removalOf(userId);
  const outcome = await ports.users.deleteUnlessLastAdmin(userId);
  if (outcome === 'not_found') return refuse('not_found', `User ${userId} does not exist.`);
  if (outcome === 'last_admin') return refuse('conflict', ADMIN_LAST_ADMIN_MESSAGE);
  ports.sessions.forgetUser(userId);
  await removeOwnedFiles();
  return ok({ message: `User ${userId} deleted.` });
}
