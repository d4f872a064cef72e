import type { FastifyReply } from 'fastify';
import type { LoginResponse } from '@domain/accounts/account-contracts';
import type { Clock } from '@domain/ports/clock';
import type { RateLimits } from '../config';
import type { AccountService, SignedIn } from './account-service';
import { type CookiePolicy, setCsrfCookie, setSessionCookie } from './cookies';
import type { CsrfTokens } from './csrf';
import type { RegistrationTokens } from './registration-tokens';
import type { SessionStore } from './session-store';
import type { UserStore } from './user-store';

/** What the account routes need, built once by the composition root. */
export interface AccountsContext {
  readonly service: AccountService;
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly csrf: CsrfTokens;
  readonly registrations: RegistrationTokens;
  readonly cookies: CookiePolicy;
  readonly clock: Clock;
  readonly rateLimits: RateLimits;
  readonly googleClientId: string | null;
}

/** Sets the session cookie and a fresh CSRF token, and builds the login answer. */
export function signInReply(
  reply: FastifyReply,
  context: AccountsContext,
  signedIn: SignedIn,
): LoginResponse {
  setSessionCookie(reply, signedIn.token, context.cookies);
  setCsrfCookie(reply, context.csrf.mint(), context.cookies);
  return {
    success: true,
    user_id: signedIn.user.id,
    token: signedIn.token,
    verified: signedIn.user.verified,
    userType: signedIn.user.user_type,
  };
}
