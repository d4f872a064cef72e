import type { FastifyInstance } from 'fastify';
import type { DataSourcesResponse } from '@domain/data-sources';
import { infallibleValue } from '@domain/result';
import { type ListDataSourcesDeps, listDataSources } from '../use-cases/list-data-sources';

export type DataSourcesRouteDeps = ListDataSourcesDeps;

/** `GET /api/admin/data-sources`: what each music service gives this installation (admins only). */
export function registerDataSourcesRoute(app: FastifyInstance, deps: DataSourcesRouteDeps): void {
  app.get(
    '/admin/data-sources',
    {
      signedIn: 'admin',
      schema: {
        tags: ['admin'],
        summary: 'Each music service that is on: what it gives this installation, its calls and failures',
      },
    },
    async (): Promise<DataSourcesResponse> => ({
      success: true,
      services: infallibleValue(await listDataSources(deps)),
    }),
  );
}
