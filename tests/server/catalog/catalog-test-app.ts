// Builds the API with only the catalog module (no database), plus helpers shared by catalog tests.
import type { FastifyInstance } from 'fastify';
import type { MusicService } from '@domain/ports';
import { type AppOptions, buildApp } from '@server/app';
import { type CatalogModuleDeps, createCatalogModule } from '@server/catalog';

export async function catalogApp(
  deps: CatalogModuleDeps,
  platform: Pick<AppOptions, 'apiPlatform'> = {},
): Promise<FastifyInstance> {
  const catalog = createCatalogModule(deps);
  return buildApp({ ...platform, apiModules: [catalog.apiModule], rootModules: catalog.rootModules });
}

/** Wraps a service and counts the calls each method receives. */
export function countingService(inner: MusicService): {
  service: MusicService;
  calls: Record<string, number>;
} {
  const calls: Record<string, number> = {};
  const service = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls[String(property)] = (calls[String(property)] ?? 0) + 1;
        return value.apply(target, args);
      };
    },
  });
  return { service, calls };
}
