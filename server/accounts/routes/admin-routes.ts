import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_USERS_MAX_LIMIT, ADMIN_USERS_PAGE_SIZE } from '@domain/accounts/account-contracts';
import { valueOrHttpError } from './accounts-failures';
import { deleteUser } from '../use-cases/delete-user';
import { listUsers } from '../use-cases/list-users';
import type { AccountRoutesDeps } from './account-routes-deps';
import { textId } from '../../http/id-schemas';

const tags = ['admin'];

/** User management for admins; the role is checked here, on the server. */
export async function adminRoutes(app: FastifyInstance, deps: AccountRoutesDeps): Promise<void> {
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
      signedIn: 'admin',
    },
    async (request) => ({ success: true, ...valueOrHttpError(await listUsers(deps.ports, request.query)) }),
  );

  api.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user with their sessions, settings and tracking',
        params: z.object({ id: textId }),
      },
      signedIn: 'admin',
    },
    async (request) => {
      const { message } = valueOrHttpError(
        await deleteUser(deps.ports, { adminId: request.user.id, userId: request.params.id }),
      );
      return { success: true, message };
    },
  );
}
