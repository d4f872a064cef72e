import type { FastifyReply } from 'fastify';
import type { LoginResponse } from '@domain/accounts/account-contracts';
import { setCsrfCookie, setSessionCookie } from '../../http/cookies';
import type { SignedIn } from '../signed-in';
import type { AccountRoutesDeps } from './account-routes-deps';

/** Sets the session cookie and a fresh CSRF token, and builds the login answer. */
export function signInReply(reply: FastifyReply, deps: AccountRoutesDeps, signedIn: SignedIn): LoginResponse {
  setSessionCookie(reply, signedIn.token, deps.cookies);
  // A new token bound to the new session: the visitor's anonymous one stops working for it.
  setCsrfCookie(reply, deps.csrf.mint({ sessionToken: signedIn.token }), deps.cookies);
  return {
    success: true,
    user_id: signedIn.user.id,
    token: signedIn.token,
    verified: signedIn.user.verified,
    userType: signedIn.user.userType,
  };
}
