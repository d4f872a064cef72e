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
  return { lazy: async () => ({ Component: (await load())[exportName] }), HydrateFallback: NoPageYet };
}

function NoPageYet() {
  return null;
}
