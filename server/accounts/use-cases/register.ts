import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';
import { type RegisterInput, registrationProblem } from '../registration-rules';
import { sendVerificationCode } from '../send-verification-code';

export const REGISTERED_MESSAGE =
  'Registration successful! Please check your email for the verification code.';

export interface Registered {
  readonly userId: number;
  /** Lets the after-register form set this user's settings before they sign in. */
  readonly registrationToken: string;
}

/**
 * Creates an unverified account (docs/product.md §5 rules) and emails its verification code. The
 * account exists even if that email fails: "Resend code" recovers.
 */
export async function register(
  ports: Pick<
    AccountPorts,
    'users' | 'passwords' | 'codes' | 'mailer' | 'clock' | 'registrations' | 'publicUrl' | 'reportError'
  >,
  input: RegisterInput,
): Promise<Result<Registered>> {
  const problem = registrationProblem(input);
  if (problem) return refuse('invalid', problem);
  const user = await ports.users.create({
    email: input.email,
    passwordHash: await ports.passwords.hash(input.password),
    verified: false,
    createdAt: ports.clock.now(),
  });
  if (!user) return refuse('conflict', 'An account with this email already exists. Try logging in instead.');
  await sendVerificationCode(ports, user).catch((error) =>
    ports.reportError(error, 'verification email failed'),
  );
  const now = ports.clock.now();
  if (input.informedUpdates !== undefined) {
    await ports.users.updateSettings(user.id, { informed_updates: input.informedUpdates }, now);
  }
  return ok({ userId: user.id, registrationToken: ports.registrations.issue(user.id, now) });
}
