import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';
import type { SignedIn } from '../signed-in';

/**
 * One answer for every refused code (wrong, expired, used up, none pending, unknown or already
 * verified user), so this endpoint does not tell whether a user id exists or is verified.
 */
export const CODE_REFUSED =
  'This verification code is wrong or no longer valid. Please check it or request a new code.';

export interface VerifyEmailInput {
  readonly userId: number;
  readonly code: string;
}

/** Checks the emailed six-digit code; the right one verifies the account and signs it in. */
export async function verifyEmail(
  ports: Pick<AccountPorts, 'users' | 'codes' | 'sessions'>,
  input: VerifyEmailInput,
): Promise<Result<SignedIn>> {
  const code = input.code.trim();
  if (!/^\d{6}$/.test(code)) return refuse('invalid', 'Please enter the 6-digit code from the email.');
  const user = await ports.users.findById(input.userId);
  const check = await ports.codes.check(user?.id ?? input.userId, code);
  if (!user || user.verified || check !== 'ok') return refuse('invalid', CODE_REFUSED);
  await ports.users.update(user.id, { verified: true });
  ports.sessions.forgetUser(user.id);
  return ok({ user: { ...user, verified: true }, token: await ports.sessions.create(user.id) });
}
