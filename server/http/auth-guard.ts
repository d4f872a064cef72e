import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser, RequestSession } from './session-lookup';

// Who is asking. The session plugin (session-plugin.ts) fills it in; routes say who may call them
// with the `signedIn` option (signed-in.ts), and only routes that serve both the signed-in and the
// anonymous read `optionalUser`.

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
