import type { Container } from 'inversify';
import { googleAnalyticsTag } from '@adapters/browser/google-analytics-tag';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';
import { loadedOnce } from '@adapters/http/deferred-gateway';
import { buildContainer } from './build-container';
import { bindHttpFirstLoadAdapters } from './http-adapters';

/** The app's container, and how to bind the ports of the screens off `/` (before their routes load). */
export interface ComposedContainer {
  readonly container: Container;
  readonly bindFeatureAdapters: () => Promise<void>;
}

/**
 * The one place the build's environment chooses adapters: `VITE_BACKEND=fake` swaps the http backend
 * for the in-memory one (a static demo needing no server), and `VITE_GA_MEASUREMENT_ID` turns on
 * Google Analytics. Both are read at build time, so a build ships only the adapters it chose.
 */
export async function composeContainer(): Promise<ComposedContainer> {
  const measurementId: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID;
  const analytics = measurementId ? googleAnalyticsTag(measurementId) : noAnalyticsTag;
  if (import.meta.env.VITE_BACKEND === 'fake') {
    const { bindFakeAdapters } = await import('./fake-adapters');
    return { container: buildContainer(bindFakeAdapters, analytics), bindFeatureAdapters: async () => {} };
  }
  const backend = loadedOnce(async () => (await import('./http-backend')).createHttpBackend());
  const container = buildContainer((bound) => bindHttpFirstLoadAdapters(bound, backend), analytics);
  // Every page asks where the visitor is as soon as the cookie banner's code arrives: the client's
  // code downloads alongside it, started here, not after it. The first render needs neither.
  void backend().catch(() => undefined);
  return {
    container,
    bindFeatureAdapters: async () => {
      const [{ bindHttpFeatureAdapters }, { api }] = await Promise.all([
        import('./http-feature-adapters'),
        backend(),
      ]);
      bindHttpFeatureAdapters(container, api);
    },
  };
}
