import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './http-error';
import type { AuthenticatedUser, RequestSession } from './session-lookup';

// Who is asking. The session plugin (session-plugin.ts) fills it in; routes say who may call them
// with the `signedIn` option (signed-in.ts), which runs the guards below, and only routes that serve
// both the signed-in and the anonymous read `optionalUser`. Every signed-in capability needs a
// verified email address; only the account routes an unverified user needs (session check, current
// user, password change) take `signedIn: 'unverified'`.

export type { AuthenticatedUser, RequestSession } from './session-lookup';

export const VERIFY_FIRST_MESSAGE = 'Please verify your email address first.';

// Filled by the session plugin before any /api handler runs; a WeakMap keeps Fastify's types untouched.
const sessions = new WeakMap<FastifyRequest, RequestSession>();

/** Called by the session plugin once it has resolved a request's credentials. */
export function attachSession(request: FastifyRequest, session: RequestSession): void {
  sessions.set(request, session);
}

export function requestSession(request: FastifyRequest): RequestSession | null {
  return sessions.get(request) ?? null;
}

/** The signed-in user (verified or not), or null for anonymous requests. */
export function optionalUser(request: FastifyRequest): AuthenticatedUser | null {
  return sessions.get(request)?.user ?? null;
}

/** The signed-in user even before they verify their email; throws a 401 HttpError for anonymous requests. */
export function requireSignedIn(request: FastifyRequest): AuthenticatedUser {
  const user = optionalUser(request);
  if (!user) throw unauthorized('Please log in to continue.');
  return user;
}

/** The signed-in, verified user: 401 when anonymous, 403 until the email address is verified. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  const user = requireSignedIn(request);
  if (!user.verified) throw forbidden(VERIFY_FIRST_MESSAGE);
  return user;
}

/** The signed-in admin; 401 when anonymous, 403 when signed in without the admin role. */
export function requireAdmin(request: FastifyRequest): AuthenticatedUser {
  const user = requireUser(request);
  if (user.userType !== 'admin') throw forbidden('Admin access required.');
  return user;
}
