import type { FastifyReply } from 'fastify';
import { CSRF_COOKIE, CSRF_LIFETIME_MS } from './csrf';

export const SESSION_COOKIE = 'session_token';
/** Proves "I just registered this account" to `update_user_settings` (the after-register form). */
export const REGISTRATION_COOKIE = 'registration_token';

export interface CookiePolicy {
  /** True when PUBLIC_URL is https. */
  readonly secure: boolean;
  /** How long a session lives unused (the accounts feature's rule); the cookie lasts as long. */
  readonly sessionLifetimeMs: number;
}

export function setSessionCookie(reply: FastifyReply, token: string, policy: CookiePolicy): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.secure,
    maxAge: Math.floor(policy.sessionLifetimeMs / 1000),
  });
}

/** Readable by the SPA, which echoes it in `X-CSRF-TOKEN`. */
export function setCsrfCookie(reply: FastifyReply, token: string, policy: CookiePolicy): void {
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: policy.secure,
    maxAge: Math.floor(CSRF_LIFETIME_MS / 1000),
  });
}

export function setRegistrationCookie(
  reply: FastifyReply,
  token: string,
  policy: CookiePolicy,
  seconds: number,
): void {
  reply.setCookie(REGISTRATION_COOKIE, token, {
    path: '/api/update_user_settings',
    httpOnly: true,
    sameSite: 'strict',
    secure: policy.secure,
    maxAge: seconds,
  });
}

export function clearSessionCookies(reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secure });
  reply.clearCookie(CSRF_COOKIE, { path: '/', sameSite: 'lax', secure: policy.secure });
}
