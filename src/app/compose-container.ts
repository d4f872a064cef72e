import type { Container } from 'inversify';
import { googleAnalyticsTag } from '@adapters/browser/google-analytics-tag';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';
import { buildContainer } from './build-container';
import { bindHttpAdapters } from './http-adapters';

/**
 * The one place the build's environment chooses adapters: `VITE_BACKEND=fake` swaps the http backend
 * for the in-memory one (a static demo needing no server), and `VITE_GA_MEASUREMENT_ID` turns on
 * Google Analytics. Both are read at build time, so a build ships only the adapters it chose.
 */
export async function composeContainer(): Promise<Container> {
  const measurementId: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID;
  const analytics = measurementId ? googleAnalyticsTag(measurementId) : noAnalyticsTag;
  if (import.meta.env.VITE_BACKEND === 'fake') {
    const { bindFakeAdapters } = await import('./fake-adapters');
    return buildContainer(bindFakeAdapters, analytics);
  }
  return buildContainer(bindHttpAdapters, analytics);
}
