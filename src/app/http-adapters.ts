import type { Container } from 'inversify';
import { createApiClient } from '@adapters/http/api-client';
import { HttpAuthRepository } from '@adapters/http/http-auth-repository';
import { HttpCatalogRepository } from '@adapters/http/http-catalog-repository';
import { HttpSiteRepository } from '@adapters/http/http-site-repository';
import { AuthRepository } from '@domain/ports/browser/auth-repository';
import { CatalogRepository } from '@domain/ports/browser/catalog-repository';
import { SiteRepository } from '@domain/ports/browser/site-repository';

/** The real backend: every port over the JSON API, sharing one axios client. */
export function bindHttpAdapters(container: Container): void {
  const api = createApiClient();
  container.bind(AuthRepository).toConstantValue(new HttpAuthRepository(api));
  container.bind(CatalogRepository).toConstantValue(new HttpCatalogRepository(api));
  container.bind(SiteRepository).toConstantValue(new HttpSiteRepository(api));
}
