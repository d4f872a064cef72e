import type { Container } from 'inversify';
import { FakeAuthRepository } from '@adapters/fake/fake-auth-repository';
import { FakeCatalogRepository } from '@adapters/fake/fake-catalog-repository';
import { FakeSiteRepository } from '@adapters/fake/fake-site-repository';
import { AuthRepository } from '@domain/ports/browser/auth-repository';
import { CatalogRepository } from '@domain/ports/browser/catalog-repository';
import { SiteRepository } from '@domain/ports/browser/site-repository';

/** The in-memory backend (`VITE_BACKEND=fake` demos and UI tests): no server needed. */
export function bindFakeAdapters(container: Container): void {
  container.bind(AuthRepository).toConstantValue(new FakeAuthRepository());
  container.bind(CatalogRepository).toConstantValue(new FakeCatalogRepository());
  container.bind(SiteRepository).toConstantValue(new FakeSiteRepository());
}
