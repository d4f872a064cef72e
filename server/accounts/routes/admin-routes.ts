import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminUserRow } from '@domain/accounts/account-contracts';
import { badRequest, notFound } from '../../http/http-error';
import type { AccountsContext } from '../accounts-context';
import { adminOnly, requireAdmin } from '../auth-guard';
import { userIdField } from './schemas';

const tags = ['admin'];

/** User management for admins; the role is checked here, on the server. */
export async function adminRoutes(app: FastifyInstance, context: AccountsContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/users',
    { schema: { tags, summary: 'Every user (admin only)' }, preValidation: adminOnly },
    async (request) => {
      requireAdmin(request);
      const users = await context.users.list();
      return users.map((user): AdminUserRow => ({ user_id: user.id, email: user.email }));
    },
  );

  api.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user with their sessions, settings and tracking',
        params: z.object({ id: userIdField }),
      },
      preValidation: adminOnly,
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { id } = request.params;
      if (id === admin.id) throw badRequest('You cannot delete your own account from the admin page.');
      if (!(await context.users.delete(id))) throw notFound(`User ${id} does not exist.`);
      context.sessions.forgetUser(id);
      return { success: true, message: `User ${id} deleted.` };
    },
  );
}
