import { type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';
import { sendVerificationCode } from '../send-verification-code';

/**
 * Emails an unverified account a new code, replacing the pending one. The answer is the same, and as
 * fast, for an unknown or already verified user id, so user ids cannot be probed with it.
 */
export async function resendVerificationCode(
  ports: Pick<AccountPorts, 'users' | 'codes' | 'mailer' | 'publicUrl' | 'background'>,
  input: { readonly userId: number },
): Promise<Result<void>> {
  ports.background.run('verification email failed', async () => {
    const user = await ports.users.findById(input.userId);
    if (user && !user.verified) await sendVerificationCode(ports, user);
  });
  return ok(undefined);
}
