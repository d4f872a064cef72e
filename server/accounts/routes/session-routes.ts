import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { valueOrHttpError } from './accounts-failures';
import { requestSession } from '../../http/auth-guard';
import { clearSessionCookies } from '../../http/cookies';
import { csrfTokenOf } from '../../http/session-plugin';
import { getCurrentUser } from '../use-cases/get-current-user';
import { logout } from '../use-cases/logout';
import type { AccountRoutesDeps } from './account-routes-deps';

const tags = ['session'];

/** CSRF token, session check, current user and logout. */
export async function sessionRoutes(app: FastifyInstance, deps: AccountRoutesDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/get-csrf-token',
    { schema: { tags, summary: 'Issue the double-submit CSRF token' } },
    // The session plugin has checked the cookie's token against the session, or minted a fresh one.
    async (request) => ({ success: true, csrf_token: csrfTokenOf(request) }),
  );

  api.get(
    '/some-protected-route',
    { signedIn: 'unverified', schema: { tags, summary: 'Session check' } },
    async (request) => ({ success: true, user_type: request.user.userType }),
  );

  api.get(
    '/get-current-user',
    { signedIn: 'unverified', schema: { tags, summary: 'The signed-in user' } },
    async (request) => ({
      success: true,
      data: valueOrHttpError(await getCurrentUser(deps.ports, { userId: request.user.id })),
    }),
  );

  api.post(
    '/logout',
    { schema: { tags, summary: 'Revoke the session and clear its cookies' } },
    async (request, reply) => {
      valueOrHttpError(await logout(deps.ports, { sessionId: requestSession(request)?.sessionId ?? null }));
      clearSessionCookies(reply, deps.cookies);
      return { success: true, message: 'Logged out successfully.' };
    },
  );
}
