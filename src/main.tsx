import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { buildContainer } from './app/build-container';
import { ContainerProvider } from './app/di';
import { bindHttpAdapters } from './app/http-adapters';
import { createAppRouter } from './app/router';
import './styles/index.css';

/** The http backend by default; the fake one (loaded only then) with VITE_BACKEND=fake. */
async function composeContainer(): Promise<Container> {
  if (import.meta.env.VITE_BACKEND === 'fake') {
    const { bindFakeAdapters } = await import('./app/fake-adapters');
    return buildContainer(bindFakeAdapters);
  }
  return buildContainer(bindHttpAdapters);
}

const root = document.getElementById('root');
if (root) {
  void composeContainer().then((container) =>
    createRoot(root).render(
      <StrictMode>
        <ContainerProvider container={container}>
          <RouterProvider router={createAppRouter()} />
        </ContainerProvider>
      </StrictMode>,
    ),
  );
}
