import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';
import { ContainerProvider } from '@shared/di/container-context';
import { FirstPaint } from '@shared/ui/first-paint';
import { appShellRoute } from './app-shell-route';
import { buildContainer } from './build-container';
import { bindFakeAdapters } from './fake-adapters';
import { firstLoadRoutes } from './first-load';

/** The app's first frame as HTML: for `/` (the home page), and the shell alone for every other page. */
export interface FirstPaintMarkup {
  readonly home: string;
  readonly shell: string;
}

/**
 * Renders, at build time, what the app's first render shows (a visitor whose session is still
 * being checked), so the HTML paints it before the scripts have loaded; the live app then replaces
 * it with the same markup (createRoot, no hydration), so nothing moves. No request is made: the
 * first render reads no data.
 */
export async function renderFirstPaint(): Promise<FirstPaintMarkup> {
  // A render to a string: observers subscribe to nothing. Otherwise each leaves a reaction that
  // mobx-react-lite sweeps on 10-second timers, which kept the build's process alive some 17 s after
  // the build had finished.
  enableStaticRendering(true);
  try {
    const emptyPage: RouteObject[] = [{ index: true, element: null }];
    return { home: await render(firstLoadRoutes), shell: await render(emptyPage) };
  } finally {
    enableStaticRendering(false);
  }
}

async function render(pages: RouteObject[]): Promise<string> {
  const handler = createStaticHandler([appShellRoute(pages)]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The first paint answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const container = buildContainer(bindFakeAdapters, noAnalyticsTag);
  return renderToStaticMarkup(
    <StrictMode>
      <FirstPaint value={true}>
        <ContainerProvider container={container}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ContainerProvider>
      </FirstPaint>
    </StrictMode>,
  );
}
