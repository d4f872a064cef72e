import { validateRegistration } from '@domain/accounts';
import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';
import { sendVerificationCode } from './send-verification-code';

export const REGISTERED_MESSAGE =
  'Registration successful! Please check your email for the verification code.';

export interface RegisterInput {
  readonly email: string;
  readonly password: string;
  /** API clients may leave out the confirmation and the terms box; the SPA always sends both. */
  readonly confirmPassword?: string;
  readonly acceptedTerms?: boolean;
  readonly informedUpdates?: boolean;
}

export interface Registered {
  readonly userId: number;
  /** Lets the after-register form set this user's settings before they sign in. */
  readonly registrationToken: string;
}

function registrationProblem(input: RegisterInput): string | null {
  return validateRegistration({
    email: input.email,
    password: input.password,
    confirmPassword: input.confirmPassword ?? input.password,
    acceptedTerms: input.acceptedTerms ?? true,
  });
}

/** Whether `register` would get past validation (only such requests spend the register budget). */
export const passesValidation = (input: RegisterInput): boolean => registrationProblem(input) === null;

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
