import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

export interface DeleteUserInput {
  /** The admin asking (the route checks the role). */
  readonly adminId: number;
  readonly userId: number;
}

/** Deletes an account with its sessions, settings and tracking; an admin cannot delete themself. */
export async function deleteUser(
  ports: Pick<AccountPorts, 'users' | 'sessions'>,
  input: DeleteUserInput,
): Promise<Result<{ readonly message: string }>> {
  const { adminId, userId } = input;
  if (userId === adminId) return refuse('invalid', 'You cannot delete your own account from the admin page.');
  if (!(await ports.users.delete(userId))) return refuse('not_found', `User ${userId} does not exist.`);
  ports.sessions.forgetUser(userId);
  return ok({ message: `User ${userId} deleted.` });
}
