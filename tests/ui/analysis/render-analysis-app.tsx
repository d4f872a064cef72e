import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { FakeAnalysisOptions } from '@adapters/fake/fake-analysis-gateway';
import type { FakeAuthGateway } from '@adapters/fake/fake-auth-gateway';
import { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { ContainerProvider } from '@shared/di/container-context';
import { appRoutes } from '../../../src/app/router';
import { DEMO_USER } from '../support/render-app';
import { analysisContainer } from './analysis-fixtures';

export interface AnalysisAppOptions extends FakeAnalysisOptions {
  readonly signedIn?: boolean;
  /** A gateway of the test's own instead of the fake (e.g. one that never answers). */
  readonly gateway?: AnalysisGateway;
}

/** The whole app (real routes, fake backend) at `path`, with the analysis backend configured as given. */
export async function renderAnalysisApp(path: string, options: AnalysisAppOptions = {}) {
  const { container, gateway } = analysisContainer(options);
  if (options.gateway) container.rebind(AnalysisGateway).toConstantValue(options.gateway);
  if (options.signedIn ?? true) {
    await container.get<FakeAuthGateway>(AuthGateway).login(DEMO_USER.email, DEMO_USER.password);
  }
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { container, gateway, router };
}
