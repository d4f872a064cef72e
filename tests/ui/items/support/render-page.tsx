import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { UserLocation } from '@domain/accounts/account-contracts';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import { SiteGateway } from '@domain/ports/browser/site-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { FakeAlertsGateway } from '@adapters/fake/fake-alerts-gateway';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { FakeSiteGateway } from '@adapters/fake/fake-site-gateway';
import { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import { ContainerProvider } from '@shared/di/container-context';
import { createContainer } from '../../../../src/app/container';

export interface TestServices {
  readonly catalog?: CatalogGateway;
  readonly location?: UserLocation;
  readonly site?: SiteGateway;
  readonly signedIn?: boolean;
  /** The tracking backend; by default a fresh fake that needs no session. */
  readonly tracking?: TrackingGateway;
  /** The alerts backend; by default a fresh fake that needs no session. */
  readonly alerts?: AlertsGateway;
  /** The placements and curator backend; by default the fake's. */
  readonly placements?: PlacementsGateway;
}

/** The fake-backend container with the catalog and site adapters a test wants. */
export function testContainer(services: TestServices = {}): Container {
  const container = createContainer('fake');
  container.rebind(CatalogGateway).toConstantValue(services.catalog ?? new FakeCatalogGateway());
  container
    .rebind(SiteGateway)
    .toConstantValue(services.site ?? new FakeSiteGateway({ location: services.location }));
  container.rebind(TrackingGateway).toConstantValue(services.tracking ?? new FakeTrackingGateway());
  container.rebind(AlertsGateway).toConstantValue(services.alerts ?? new FakeAlertsGateway());
  if (services.placements) container.rebind(PlacementsGateway).toConstantValue(services.placements);
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
