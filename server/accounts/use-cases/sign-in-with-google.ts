import { refuse, type Result, ok } from '../../platform/result';
import type { Account, AccountPorts, GoogleIdentity } from '../ports';
import type { SignedIn } from '../signed-in';

/** Signs in with a Google ID token: the account is keyed by `sub`, linked by email on first use. */
export async function signInWithGoogle(
  ports: Pick<AccountPorts, 'google' | 'users' | 'sessions' | 'clock'>,
  input: { readonly credential: string },
): Promise<Result<SignedIn>> {
  if (!ports.google) return refuse('unavailable', 'Google sign-in is not available at the moment.');
  const check = await ports.google.verify(input.credential);
  if (!check.ok) {
    if (check.error.kind === 'refused') return refuse('unauthorized', check.error.message);
    return refuse('unavailable', 'Google sign-in is temporarily unavailable. Please try again.');
  }
  const found = await accountFor(ports, check.value);
  if (!found.ok) return found;
  return ok({ user: found.value, token: await ports.sessions.create(found.value.id) });
}

async function accountFor(
  ports: Pick<AccountPorts, 'users' | 'sessions' | 'clock'>,
  { sub, email }: GoogleIdentity,
): Promise<Result<Account>> {
  const known = await ports.users.findByGoogleSub(sub);
  if (known) return ok(known);
  const byEmail = await ports.users.findByEmail(email);
  if (byEmail?.googleSub)
    return refuse('conflict', 'This email is already linked to another Google account.');
  if (byEmail) {
    // An unverified account never proved it owns the address: drop its password and sessions so
    // whoever registered it first cannot get into the Google user's account.
    const passwordHash = byEmail.verified ? byEmail.passwordHash : null;
    await ports.users.update(byEmail.id, { googleSub: sub, verified: true, passwordHash });
    if (!byEmail.verified) await ports.sessions.revokeAllForUser(byEmail.id);
    return ok({ ...byEmail, googleSub: sub, verified: true, passwordHash });
  }
  const created = await ports.users.create({
    email,
    passwordHash: null,
    verified: true,
    googleSub: sub,
    createdAt: ports.clock.now(),
  });
  if (!created) return refuse('conflict', 'An account with this email was just created. Please try again.');
  return ok(created);
}
