import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts, CodeCheck } from '../ports';
import type { SignedIn } from './signed-in';

const BAD_CODE = 'Invalid verification code.';

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
  if (!user) return refuse('invalid', BAD_CODE);
  const check = await ports.codes.check(user.id, code);
  if (check !== 'ok') return refuse('invalid', refusal(check, user.verified));
  await ports.users.update(user.id, { verified: true });
  return ok({ user: { ...user, verified: true }, token: await ports.sessions.create(user.id) });
}

function refusal(check: Exclude<CodeCheck, 'ok'>, verified: boolean): string {
  switch (check) {
    case 'missing':
      return verified
        ? 'This email is already verified. Please log in.'
        : 'No code is pending. Please request a new code.';
    case 'expired':
      return 'This verification code has expired. Please request a new one.';
    case 'exhausted':
      return 'Too many wrong codes. Please request a new code.';
    case 'wrong':
      return BAD_CODE;
  }
}
