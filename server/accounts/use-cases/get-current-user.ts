import type { CurrentUser } from '@domain/accounts/account-contracts';
import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

/** The signed-in user as the API shows it (the account may have been deleted meanwhile). */
export async function getCurrentUser(
  ports: Pick<AccountPorts, 'users'>,
  input: { readonly userId: number },
): Promise<Result<CurrentUser>> {
  const user = await ports.users.findById(input.userId);
  if (!user) return refuse('unauthorized', 'Authentication required.');
  return ok({
    user_id: user.id,
    email: user.email,
    verified: user.verified,
    user_type: user.userType,
    created_at: user.createdAt.toISOString(),
  });
}
