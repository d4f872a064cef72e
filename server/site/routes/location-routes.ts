import type { FastifyInstance } from 'fastify';
import { valueOrHttpError } from '../../http/result-to-http';
import { locateVisitor } from '../use-cases/locate-visitor';

/** `GET /api/get-user-location`. */
export async function locationRoutes(
  app: FastifyInstance,
  deps: { readonly header: string | undefined },
): Promise<void> {
  app.get(
    '/get-user-location',
    { schema: { tags: ['site'], summary: "The visitor's country for the cookie banner" } },
    async (request) => ({
      success: true,
      ...valueOrHttpError(locateVisitor(request.headers, deps.header)),
    }),
  );
}
