import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ContainerProvider } from '@shared/di/container-context';
import { composeContainer } from './app/compose-container';
import { createAppRouter } from './app/router';
import './styles/index.css';

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
