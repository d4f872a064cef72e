import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createContainer } from './app/container';
import { ContainerProvider } from './app/di';
import { createAppRouter } from './app/router';
import './styles/index.css';

const root = document.getElementById('root');
if (root) {
  const container = createContainer();
  createRoot(root).render(
    <StrictMode>
      <ContainerProvider container={container}>
        <RouterProvider router={createAppRouter()} />
      </ContainerProvider>
    </StrictMode>,
  );
}
