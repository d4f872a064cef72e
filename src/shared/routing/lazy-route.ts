import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A route whose page loads on first visit (keeps the first load of / small). The router's own
 * `lazy` loads the chunk before it renders the route, so the page appears once, with no Suspense
 * spinner in between, and a chunk the HTML already preloads costs nothing to wait for.
 */
export function lazyRoute<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  // While the first page's chunk loads, the shell around it paints (an empty page, no spinner);
  // without a fallback the router would render nothing at all until then.
  return {
    lazy: async () => {
      const page = await load().catch((cause: unknown) => {
        throw new PageLoadError(cause);
      });
      return { Component: page[exportName] };
    },
    HydrateFallback: NoPageYet,
  };
}

/**
 * A lazy page's code (script or stylesheet) could not be fetched: the app was redeployed under the
 * open tab, or the server or network is down. The router's error screen offers a reload for it.
 */
export class PageLoadError extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'PageLoadError';
  }
}

/** True for a failed fetch of a page's code, also when it did not come through `lazyRoute`. */
export function isPageLoadError(error: unknown): boolean {
  if (error instanceof PageLoadError) return true;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Unable to preload CSS|dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

function NoPageYet() {
  return null;
}
