import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';
import { sendVerificationCode } from './send-verification-code';

/** Emails an unverified account a new code, replacing the pending one. */
export async function resendVerificationCode(
  ports: Pick<AccountPorts, 'users' | 'codes' | 'mailer' | 'publicUrl'>,
  input: { readonly userId: number },
): Promise<Result<void>> {
  const user = await ports.users.findById(input.userId);
  if (!user) return refuse('not_found', 'No such user.');
  if (user.verified) return refuse('invalid', 'This email is already verified. Please log in.');
  await sendVerificationCode(ports, user);
  return ok(undefined);
}
