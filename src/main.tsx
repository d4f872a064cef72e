import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ContainerProvider } from '@shared/di/container-context';
import { createAppRouter } from './app/browser-router';
import { composeContainer } from './app/compose-container';
import { markInlinedStylesheets } from './app/inlined-stylesheets';
import { nextTask } from './app/next-task';
import './styles/index.css';

/** Resolves once the browser has painted a frame: the HTML's first paint shows before the app runs. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router has its first page (its route and lazy chunk loaded): rendering before
 * would replace the HTML's first screen (a server-rendered item page) with an empty one for a moment.
 */
function firstPageReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const root = document.getElementById('root');
if (root) {
  markInlinedStylesheets();
  void composeContainer().then(async (composed) => {
    await nextTask();
    const router = createAppRouter(composed);
    await Promise.all([firstPageReady(router), afterFirstPaint()]);
    await nextTask();
    // A transition: React renders the page in slices of a few milliseconds, yielding to the browser
    // between them (a plain render is one long task that blocks input), while the HTML's first screen
    // stays on view until the whole page commits in one step.
    const app = createRoot(root);
    await nextTask();
    startTransition(() =>
      app.render(
        <StrictMode>
          <ContainerProvider container={composed.container}>
            <RouterProvider router={router} />
          </ContainerProvider>
        </StrictMode>,
      ),
    );
  });
}
