import { type Failure, fail, refuse, type Result, ok } from '../../platform/result';
import { waitInMinutes } from '../../platform/retry-wording';
import { type AccountPorts, type FailureCount, LOGIN_FAILURE_WINDOW_MS } from '../ports';
import type { SignedIn } from '../signed-in';

/** Wrong passwords an (account, address) pair may make before it must wait between attempts. */
export const FREE_FAILURES_PER_PAIR = 5;
/** Wrong passwords one address may make, over all accounts, in LOGIN_FAILURE_WINDOW_MS. */
export const MAX_FAILURES_PER_IP = 50;
const FIRST_DELAY_MS = 30_000;

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  /** The caller's address (the HTTP route always gives it). */
  readonly ip?: string;
}

/** Refused for now: too many wrong passwords from this address; try again after `retryAfterSeconds`. */
export interface LoginThrottled {
  readonly kind: 'throttled';
  readonly message: string;
  readonly retryAfterSeconds: number;
}

/**
 * Signs in with email and password; wrong password and unknown email get the same answer. Wrong
 * passwords slow down their (account, address) pair, with a growing wait, and past a limit their
 * address: never the account for everyone, so nobody can lock its owner out.
 */
export async function login(
  ports: Pick<AccountPorts, 'users' | 'sessions' | 'passwords' | 'loginFailures' | 'clock'>,
  input: LoginInput,
): Promise<Result<SignedIn, Failure | LoginThrottled>> {
  if (!input.email.trim() || !input.password) {
    return refuse('invalid', 'Please enter your email and password.');
  }
  const ip = input.ip ?? '';
  const now = ports.clock.now();
  const waitMs = waitBeforeNextTry(await ports.loginFailures.count(input.email, ip, now), now);
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    return fail({
      kind: 'throttled',
      message: `Too many attempts. Please wait ${waitInMinutes(retryAfterSeconds)} and try again.`,
      retryAfterSeconds,
    });
  }
  const user = await ports.users.findByEmail(input.email);
  // Checked even without an account, so an unknown email is not faster to refuse.
  const matches = await ports.passwords.verify(input.password, user?.passwordHash ?? null);
  if (!user || !matches) {
    await ports.loginFailures.record(input.email, ip, now);
    return refuse('unauthorized', 'Invalid email or password.');
  }
  await ports.loginFailures.forgive(input.email, ip);
  return ok({ user, token: await ports.sessions.create(user.id) });
}

function waitBeforeNextTry(
  counts: { pair: FailureCount | null; ip: FailureCount | null },
  now: Date,
): number {
  const since = (count: FailureCount) => now.getTime() - count.lastFailureAt.getTime();
  let wait = 0;
  if (counts.pair && counts.pair.failures >= FREE_FAILURES_PER_PAIR) {
    const extra = counts.pair.failures - FREE_FAILURES_PER_PAIR;
    const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.min(extra, 10), LOGIN_FAILURE_WINDOW_MS);
    wait = delay - since(counts.pair);
  }
  if (counts.ip && counts.ip.failures >= MAX_FAILURES_PER_IP) {
    wait = Math.max(wait, LOGIN_FAILURE_WINDOW_MS - since(counts.ip));
  }
  return wait;
}
