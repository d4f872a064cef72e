import type { FastifyInstance } from 'fastify';
import { visitorLocation } from '@domain/consent';

export interface LocationRouteDeps {
  /** The proxy's country header (`GEOIP_COUNTRY_HEADER`), when one is set. */
  readonly header: string | undefined;
}

/** `GET /api/get-user-location`: a pure rule over the request's headers, so no use case between. */
export async function locationRoutes(app: FastifyInstance, deps: LocationRouteDeps): Promise<void> {
  app.get(
    '/get-user-location',
    { schema: { tags: ['site'], summary: "The visitor's country for the cookie banner" } },
    async (request) => ({ success: true, ...visitorLocation(request.headers, deps.header) }),
  );
}
