import { createApiClient } from '@adapters/http/api-client';
import { HttpCatalogGateway } from '@adapters/http/http-catalog-gateway';
import { HttpSiteGateway } from '@adapters/http/http-site-gateway';

/**
 * The axios client and the gateways the home page can call (search, the visitor's location). A
 * chunk of its own: the first render of `/` calls nothing, so it loads on the first call (or with
 * the HTML, which preloads it for every other page and for a visitor with a session cookie).
 */
export function createHttpBackend() {
  const api = createApiClient();
  return { api, catalog: new HttpCatalogGateway(api), site: new HttpSiteGateway(api) };
}

export type HttpBackend = ReturnType<typeof createHttpBackend>;
