import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../http/http-error';
import { attachSession } from '../auth-guard';
import type { Sessions } from '../ports';
import { type CookiePolicy, SESSION_COOKIE, setCsrfCookie, setSessionCookie } from './cookies';
import { CSRF_COOKIE, CSRF_HEADER, type CsrfTokens } from './csrf';

export interface SessionPluginDeps {
  readonly sessions: Sessions;
  readonly csrf: CsrfTokens;
  readonly cookies: CookiePolicy;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The SPA's start-up session check: a visitor leaves it holding a CSRF token, whatever the answer. */
const HANDS_OUT_CSRF = '/api/some-protected-route';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * Runs before every `/api` handler: refuses state changes without the double-submit CSRF token
 * (403), then resolves the session from `Authorization: Bearer` or the session cookie so that
 * feature routes only call `requireUser` / `requireAdmin`.
 */
export function installSessions(api: FastifyInstance, deps: SessionPluginDeps): void {
  api.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0] === HANDS_OUT_CSRF && !deps.csrf.isGenuine(request.cookies[CSRF_COOKIE])) {
      setCsrfCookie(reply, deps.csrf.mint(), deps.cookies);
    }
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (!deps.csrf.accepts(request.cookies[CSRF_COOKIE], typeof header === 'string' ? header : undefined)) {
        throw forbidden('Missing or invalid CSRF token. Reload the page and try again.');
      }
    }
    const credential = credentialOf(request);
    if (!credential) return;
    const session = await deps.sessions.resolve(credential.token);
    if (!session) return;
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
