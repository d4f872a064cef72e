import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeEqual } from '../platform/secrets';
import { attachSession } from './auth-guard';
import { type CookiePolicy, SESSION_COOKIE, setCsrfCookie, setSessionCookie } from './cookies';
import { CSRF_COOKIE, CSRF_HEADER, type CsrfBinding, type CsrfTokens } from './csrf';
import { forbidden } from './http-error';
import type { SessionLookup } from './session-lookup';

export interface SessionPluginDeps {
  /** The accounts feature's sessions, handed over by the composition root. */
  readonly sessions: SessionLookup;
  readonly csrf: CsrfTokens;
  readonly cookies: CookiePolicy;
  /** Paths whose safe requests hand a visitor without a valid CSRF cookie a fresh token (accounts' session check and token endpoint). */
  readonly csrfHandouts: readonly string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

// The CSRF token valid for each request (the cookie's, or the one just minted), for /get-csrf-token.
const validTokens = new WeakMap<FastifyRequest, string>();

/** The CSRF token this request may use, when it has one or was just handed one. */
export function csrfTokenOf(request: FastifyRequest): string | undefined {
  return validTokens.get(request);
}

/** For `AppOptions.apiPlatform`: sessions and CSRF on the whole `/api` scope. */
export function sessionPlatform(deps: SessionPluginDeps): (api: FastifyInstance) => Promise<void> {
  return async (api) => installSessions(api, deps);
}

/**
 * Runs before every `/api` handler: resolves the session from `Authorization: Bearer` or the session
 * cookie (so feature routes only say `signedIn`), then refuses state changes
 * without a double-submit CSRF token bound to that session, or to no session for anonymous
 * visitors (403). A signed-in read whose token is missing, expired or bound elsewhere gets a fresh
 * one; the SPA reads the cookie anew for every request, so that rotation is invisible to it.
 */
export function installSessions(api: FastifyInstance, deps: SessionPluginDeps): void {
  const handsOutCsrf = new Set(deps.csrfHandouts);
  api.addHook('onRequest', async (request, reply) => {
    const credential = credentialOf(request);
    const session = credential ? await deps.sessions.resolve(credential.token) : null;
    const binding: CsrfBinding = session && credential ? { sessionToken: credential.token } : null;
    const cookie = request.cookies[CSRF_COOKIE];
    const validCookie = deps.csrf.isValidFor(cookie, binding);
    if (SAFE_METHODS.has(request.method)) {
      if (validCookie && cookie) validTokens.set(request, cookie);
      else if (credential || handsOutCsrf.has(request.url.split('?')[0]!)) {
        const fresh = deps.csrf.mint(binding);
        setCsrfCookie(reply, fresh, deps.cookies);
        validTokens.set(request, fresh);
      }
    } else {
      const header = request.headers[CSRF_HEADER];
      if (!validCookie || typeof header !== 'string' || !safeEqual(cookie!, header)) {
        throw forbidden('Missing or invalid CSRF token. Reload the page and try again.');
      }
    }
    if (!session || !credential) return;
    attachSession(request, session);
    if (session.renewed && credential.from === 'cookie')
      setSessionCookie(reply, credential.token, deps.cookies);
  });
}

function credentialOf(request: FastifyRequest): { token: string; from: 'bearer' | 'cookie' } | null {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && authorization.startsWith('Bearer ')) {
    const token = authorization.slice('Bearer '.length).trim();
    if (TOKEN_SHAPE.test(token)) return { token, from: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && TOKEN_SHAPE.test(cookie) ? { token: cookie, from: 'cookie' } : null;
}
