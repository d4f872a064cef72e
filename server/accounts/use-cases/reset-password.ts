import { RESET_PASSWORDS_MISMATCH_MESSAGE, validatePassword } from '@domain/accounts';
import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in.';

export interface ResetPasswordInput {
  readonly token: string;
  readonly password: string;
  readonly confirmPassword?: string;
}

/** Sets a new password with an emailed reset token and signs the account out everywhere. */
export async function resetPassword(
  ports: Pick<AccountPorts, 'users' | 'resets' | 'sessions' | 'passwords'>,
  input: ResetPasswordInput,
): Promise<Result<void>> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    return refuse('invalid', RESET_PASSWORDS_MISMATCH_MESSAGE);
  }
  const problem = validatePassword(input.password);
  if (problem) return refuse('invalid', problem);
  const userId = await ports.resets.consume(input.token);
  if (userId === null) {
    return refuse('invalid', 'This reset link is invalid or has expired. Please request a new one.');
  }
  // Following the emailed link proves the address, so the account counts as verified.
  await ports.users.update(userId, {
    passwordHash: await ports.passwords.hash(input.password),
    verified: true,
  });
  await ports.sessions.revokeAllForUser(userId);
  return ok(undefined);
}
