import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ContainerProvider } from '@shared/di/container-context';
import { createAppRouter } from './app/browser-router';
import { composeContainer } from './app/compose-container';
import './styles/index.css';

const root = document.getElementById('root');
if (root) {
  void composeContainer().then((composed) =>
    createRoot(root).render(
      <StrictMode>
        <ContainerProvider container={composed.container}>
          <RouterProvider router={createAppRouter(composed)} />
        </ContainerProvider>
      </StrictMode>,
    ),
  );
}
