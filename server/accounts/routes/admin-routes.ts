import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_LAST_ADMIN_MESSAGE,
  ADMIN_SELF_DELETE_MESSAGE,
  ADMIN_USERS_MAX_LIMIT,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUsersPage,
} from '@domain/accounts/account-contracts';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { AccountsContext } from '../accounts-context';
import { adminOnly, requireAdmin } from '../auth-guard';
import { userIdField } from './schemas';

const tags = ['admin'];

/** User management for admins; the role is checked here, on the server. */
export async function adminRoutes(app: FastifyInstance, context: AccountsContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'One page of users, oldest first, with their tracked-item counts (admin only)',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
          limit: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_LIMIT).default(ADMIN_USERS_PAGE_SIZE),
        }),
      },
      preValidation: adminOnly,
    },
    async (request): Promise<AdminUsersPage> => {
      requireAdmin(request);
      const { page, limit } = request.query;
      const { users, total } = await context.users.listPage((page - 1) * limit, limit);
      return { success: true, users, total, page, limit };
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
      if (id === admin.id) throw badRequest(ADMIN_SELF_DELETE_MESSAGE);
      const outcome = await context.users.deleteUnlessLastAdmin(id);
      if (outcome === 'not_found') throw notFound(`User ${id} does not exist.`);
      if (outcome === 'last_admin') throw conflict(ADMIN_LAST_ADMIN_MESSAGE);
      context.sessions.forgetUser(id);
      return { success: true, message: `User ${id} deleted.` };
    },
  );
}
