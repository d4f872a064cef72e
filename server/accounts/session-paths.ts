// API paths of accounts' session routes (routes/session-routes.ts) that the HTTP edge treats apart.
const SESSION_CHECK = '/api/some-protected-route';

/** The SPA's first reads when it holds a session cookie: the session check, then the signed-in user. */
export const SESSION_PROBE_PATHS: readonly string[] = [SESSION_CHECK, '/api/get-current-user'];

/** Safe requests that hand a visitor a CSRF token: the SPA's start-up session check, and the token endpoint. */
export const CSRF_HANDOUT_PATHS: readonly string[] = [SESSION_CHECK, '/api/get-csrf-token'];
