import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { UserLocation } from '@domain/accounts/account-contracts';
import { CatalogRepository } from '@domain/ports/browser/catalog-repository';
import { SiteRepository } from '@domain/ports/browser/site-repository';
import { FakeCatalogRepository } from '@adapters/fake/fake-catalog-repository';
import { FakeSiteRepository } from '@adapters/fake/fake-site-repository';
import { AuthStore } from '../../../../src/app/auth/auth-store';
import { createContainer } from '../../../../src/app/container';
import { ContainerProvider } from '../../../../src/app/di';

export interface TestServices {
  readonly catalog?: CatalogRepository;
  readonly location?: UserLocation;
  readonly site?: SiteRepository;
  readonly signedIn?: boolean;
}

/** The fake-backend container with the catalog and site adapters a test wants. */
export function testContainer(services: TestServices = {}): Container {
  const container = createContainer('fake');
  container.rebind(CatalogRepository).toConstantValue(services.catalog ?? new FakeCatalogRepository());
  container
    .rebind(SiteRepository)
    .toConstantValue(services.site ?? new FakeSiteRepository({ location: services.location }));
  const auth = container.get(AuthStore);
  runInAction(() => {
    auth.isLoading = false;
    auth.isAuthenticated = services.signedIn ?? false;
    auth.userType = services.signedIn ? 'user' : 'anonymous';
  });
  return container;
}

/** Renders `element` at `path` (matching `pattern`) inside a memory router, with a /login stub. */
export function renderAt(
  pattern: string,
  path: string,
  element: ReactNode,
  services: TestServices = {},
): { container: Container; router: ReturnType<typeof createMemoryRouter> } {
  const container = testContainer(services);
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/login', element: <p>Login screen</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { container, router };
}
