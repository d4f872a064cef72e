import { refuse, type Result, ok } from '../../platform/result';
import type { AccountPorts } from '../ports';
import type { SignedIn } from './signed-in';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

/** Signs in with email and password; wrong password and unknown email get the same answer. */
export async function login(
  ports: Pick<AccountPorts, 'users' | 'sessions' | 'passwords'>,
  input: LoginInput,
): Promise<Result<SignedIn>> {
  if (!input.email.trim() || !input.password) {
    return refuse('invalid', 'Please enter your email and password.');
  }
  const user = await ports.users.findByEmail(input.email);
  // Checked even without an account, so an unknown email is not faster to refuse.
  const matches = await ports.passwords.verify(input.password, user?.passwordHash ?? null);
  if (!user || !matches) return refuse('unauthorized', 'Invalid email or password.');
  return ok({ user, token: await ports.sessions.create(user.id) });
}
