import { validateEmail } from '@domain/accounts';
import { passwordResetEmail } from '../../mail/account-emails';
import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password.';

/**
 * Emails a single-use reset link. Answers at once and does the lookup and the email in the
 * background, so a known email is neither answered differently nor more slowly than an unknown one.
 */
export async function requestPasswordReset(
  ports: Pick<AccountPorts, 'users' | 'resets' | 'mailer' | 'publicUrl' | 'background'>,
  input: { readonly email: string },
): Promise<Result<void>> {
  const problem = validateEmail(input.email);
  if (problem) return refuse('invalid', problem);
  ports.background.run('password reset email failed', async () => {
    const user = await ports.users.findByEmail(input.email);
    if (!user) return;
    const token = await ports.resets.issue(user.id);
    await ports.mailer.send(passwordResetEmail(user.email, token, ports.publicUrl));
  });
  return ok(undefined);
}
