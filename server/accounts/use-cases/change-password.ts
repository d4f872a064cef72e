import {
  PASSWORD_CHANGE_FIELDS_REQUIRED_MESSAGE,
  type PasswordChangeForm,
  validatePasswordChange,
} from '@domain/accounts';
import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully';

export interface ChangePasswordInput {
  readonly userId: number;
  /** The session asking; every other session of the user is revoked. */
  readonly keepSessionId: number;
  readonly form: PasswordChangeForm;
}

/** Changes the signed-in user's password after checking the current one. */
export async function changePassword(
  ports: Pick<AccountPorts, 'users' | 'sessions' | 'passwords'>,
  input: ChangePasswordInput,
): Promise<Result<void>> {
  const { form } = input;
  // All three fields empty means "no change" on the account page; here it is a missing password.
  const problem =
    validatePasswordChange(form) ??
    (form.new_password === '' ? PASSWORD_CHANGE_FIELDS_REQUIRED_MESSAGE : null);
  if (problem) return refuse('invalid', problem);
  const user = await ports.users.findById(input.userId);
  if (!user) return refuse('unauthorized', 'Authentication required.');
  if (!user.passwordHash) {
    return refuse(
      'invalid',
      'This account signs in with Google and has no password. Use "Forgot password" to set one.',
    );
  }
  if (!(await ports.passwords.verify(form.old_password, user.passwordHash))) {
    return refuse('invalid', 'Your current password is incorrect.');
  }
  await ports.users.update(user.id, { passwordHash: await ports.passwords.hash(form.new_password) });
  await ports.sessions.revokeAllForUser(user.id, input.keepSessionId);
  return ok(undefined);
}
