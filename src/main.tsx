import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ContainerProvider } from '@shared/di/container-context';
import { createAppRouter } from './app/browser-router';
import { composeContainer } from './app/compose-container';
import { markInlinedStylesheets } from './app/inlined-stylesheets';
import './styles/index.css';

/** Resolves once the browser has painted a frame: the HTML's first paint shows before the app runs. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

const root = document.getElementById('root');
if (root) {
  markInlinedStylesheets();
  void Promise.all([composeContainer(), afterFirstPaint()]).then(([composed]) =>
    createRoot(root).render(
      <StrictMode>
        <ContainerProvider container={composed.container}>
          <RouterProvider router={createAppRouter(composed)} />
        </ContainerProvider>
      </StrictMode>,
    ),
  );
}
