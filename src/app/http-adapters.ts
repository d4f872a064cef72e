import type { Container } from 'inversify';
import { deferredAuthGateway } from '@adapters/http/deferred-auth-gateway';
import { deferredGateway } from '@adapters/http/deferred-gateway';
import { takeSignedOutHint } from '@adapters/http/session-hint';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { SiteGateway } from '@domain/ports/browser/site-gateway';
import type { HttpBackend } from './http-backend';

/**
 * The real backend's ports that the first load of `/` binds (the session, search, the visitor's
 * location). Their code and the axios client load on the first call (`backend`, shared with
 * http-feature-adapters.ts): an anonymous visitor's first render needs none of them.
 */
export function bindHttpFirstLoadAdapters(container: Container, backend: () => Promise<HttpBackend>): void {
  container.bind(AuthGateway).toConstantValue(
    deferredAuthGateway(async () => {
      const [{ api }, { HttpAuthGateway }] = await Promise.all([
        backend(),
        import('@adapters/http/http-auth-gateway'),
      ]);
      return new HttpAuthGateway(api);
    }, takeSignedOutHint),
  );
  container
    .bind(CatalogGateway)
    .toConstantValue(
      deferredGateway<CatalogGateway>(
        async () => (await backend()).catalog,
        ['search', 'getArtist', 'getTrack', 'getPlaylist', 'resolveUrl'],
      ),
    );
  container
    .bind(SiteGateway)
    .toConstantValue(
      deferredGateway<SiteGateway>(
        async () => (await backend()).site,
        ['getUserLocation', 'sendContactMessage'],
      ),
    );
}
