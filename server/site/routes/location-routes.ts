import type { FastifyInstance } from 'fastify';
import { visitorLocation } from '@domain/consent';

/** `GET /api/get-user-location`: a pure rule over the request's headers, so no use case between. */
export async function locationRoutes(
  app: FastifyInstance,
  deps: { readonly header: string | undefined },
): Promise<void> {
  app.get(
    '/get-user-location',
    { schema: { tags: ['site'], summary: "The visitor's country for the cookie banner" } },
    async (request) => ({ success: true, ...visitorLocation(request.headers, deps.header) }),
  );
}
