import type { AxiosInstance } from 'axios';
import type { Container } from 'inversify';
import { deferredAuthGateway } from '@adapters/http/deferred-auth-gateway';
import { HttpCatalogGateway } from '@adapters/http/http-catalog-gateway';
import { HttpSiteGateway } from '@adapters/http/http-site-gateway';
import { takeSignedOutHint } from '@adapters/http/session-hint';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { SiteGateway } from '@domain/ports/browser/site-gateway';

/**
 * The real backend's ports that the first load of `/` calls (the session, search, the visitor's
 * location), over the JSON API. The others are bound by http-feature-adapters.ts, loaded with the
 * routes off `/`; both share one axios client.
 */
export function bindHttpFirstLoadAdapters(container: Container, api: AxiosInstance): void {
  container.bind(AuthGateway).toConstantValue(deferredAuthGateway(api, () => takeSignedOutHint()));
  container.bind(CatalogGateway).toConstantValue(new HttpCatalogGateway(api));
  container.bind(SiteGateway).toConstantValue(new HttpSiteGateway(api));
}
