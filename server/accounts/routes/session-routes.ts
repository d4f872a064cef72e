import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CurrentUser } from '@domain/accounts/account-contracts';
import { unauthorized } from '../../http/http-error';
import type { AccountsContext } from '../accounts-context';
import { requestSession, requireUser } from '../auth-guard';
import { clearSessionCookies, setCsrfCookie } from '../cookies';
import { CSRF_COOKIE } from '../csrf';

const tags = ['session'];

/** CSRF token, session check, current user and logout. */
export async function sessionRoutes(app: FastifyInstance, context: AccountsContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/get-csrf-token',
    { schema: { tags, summary: 'Issue the double-submit CSRF token' } },
    async (request, reply) => {
      const existing = request.cookies[CSRF_COOKIE];
      const token = context.csrf.isGenuine(existing) ? existing : context.csrf.mint();
      setCsrfCookie(reply, token, context.cookies);
      return { success: true, csrf_token: token };
    },
  );

  api.get('/some-protected-route', { schema: { tags, summary: 'Session check' } }, async (request) => {
    const user = requireUser(request);
    return { success: true, user_type: user.userType };
  });

  api.get('/get-current-user', { schema: { tags, summary: 'The signed-in user' } }, async (request) => {
    const user = await context.users.findById(requireUser(request).id);
    if (!user) throw unauthorized();
    const data: CurrentUser = {
      user_id: user.id,
      email: user.email,
      verified: user.verified,
      user_type: user.user_type,
      created_at: new Date(user.created_at).toISOString(),
    };
    return { success: true, data };
  });

  api.post(
    '/logout',
    { schema: { tags, summary: 'Revoke the session and clear its cookies' } },
    async (request, reply) => {
      const session = requestSession(request);
      if (session) await context.sessions.revoke(session.sessionId);
      clearSessionCookies(reply, context.cookies);
      return { success: true, message: 'Logged out successfully.' };
    },
  );
}
