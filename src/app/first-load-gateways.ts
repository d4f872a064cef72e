import { deferredAuthGateway } from '@adapters/http/deferred-auth-gateway';
import { deferredGateway } from '@adapters/http/deferred-gateway';
import { takeSignedOutHint } from '@adapters/http/session-hint';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { SiteGateway } from '@domain/ports/browser/site-gateway';
import { type Gateway, gateway } from './gateway';
import type { HttpBackend } from './http-backend';

/**
 * The gateway registry, part one: the ports the first load of `/` binds (the session, search, the
 * visitor's location). On HTTP their code and the axios client load on the first call (`backend`,
 * http-backend.ts, shared with the feature gateways): an anonymous visitor's first render needs none.
 */
export const firstLoadGateways: readonly Gateway<() => Promise<HttpBackend>>[] = [
  gateway(AuthGateway, {
    http: (backend) =>
      deferredAuthGateway(async () => {
        const [{ api }, { HttpAuthGateway }] = await Promise.all([
          backend(),
          import('@adapters/http/http-auth-gateway'),
        ]);
        return new HttpAuthGateway(api);
      }, takeSignedOutHint),
    fake: ({ session }) => session,
  }),
  gateway(CatalogGateway, {
    http: (backend) => deferredGateway(async () => (await backend()).catalog),
    fake: ({ fakes }) => new fakes.FakeCatalogGateway(),
  }),
  gateway(SiteGateway, {
    http: (backend) => deferredGateway(async () => (await backend()).site),
    fake: ({ fakes }) => new fakes.FakeSiteGateway(),
  }),
];
