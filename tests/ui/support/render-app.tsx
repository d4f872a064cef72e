import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { FakeAuthRepository } from '@adapters/fake/fake-auth-repository';
import { AuthRepository } from '@domain/ports/browser/auth-repository';
import { createContainer } from '../../../src/app/container';
import { ContainerProvider } from '../../../src/app/di';
import { appRoutes } from '../../../src/app/router';

export interface RenderedApp {
  readonly container: Container;
  readonly fakeAuth: FakeAuthRepository;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/** Renders the whole app (real routes, fake backend) at `path`, optionally with a signed-in session. */
export async function renderApp(
  path: string,
  options: { signedInAs?: { email: string; password: string }; state?: unknown } = {},
): Promise<RenderedApp> {
  const container = createContainer('fake');
  const fakeAuth = container.get<FakeAuthRepository>(AuthRepository);
  if (options.signedInAs) await fakeAuth.login(options.signedInAs.email, options.signedInAs.password);
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
