import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { FakeAuthGateway } from '@adapters/fake/fake-auth-gateway';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { ContainerProvider } from '@shared/di/container-context';
import { createContainer } from '../../../src/app/container';
import { appRoutes } from '../../../src/app/router';

export interface RenderedApp {
  readonly container: Container;
  readonly fakeAuth: FakeAuthGateway;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/** Renders the whole app (real routes, fake backend) at `path`, optionally with a signed-in session. */
export async function renderApp(
  path: string,
  options: {
    signedInAs?: { email: string; password: string };
    state?: unknown;
    /** Sets the fake backend up (after signing in) before the app renders. */
    prepare?: (container: Container) => Promise<void> | void;
  } = {},
): Promise<RenderedApp> {
  const container = createContainer('fake');
  const fakeAuth = container.get<FakeAuthGateway>(AuthGateway);
  if (options.signedInAs) await fakeAuth.login(options.signedInAs.email, options.signedInAs.password);
  await options.prepare?.(container);
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [
      {
        pathname: path.split('?')[0],
        search: path.includes('?') ? `?${path.split('?')[1]}` : '',
        state: options.state,
      },
    ],
  });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { container, fakeAuth, router };
}

export const DEMO_USER = { email: 'demo@chartpulse.test', password: 'Demo-pass1' } as const;
export const DEMO_ADMIN = { email: 'admin@chartpulse.test', password: 'Admin-pass1' } as const;
