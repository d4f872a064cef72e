import type { Container } from 'inversify';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';
import { buildContainer } from './build-container';
import { bindFakeAdapters } from './fake-adapters';
import { featureModules } from './features';
import { bindHttpFirstLoadAdapters } from './http-adapters';
import { createHttpBackend } from './http-backend';
import { bindHttpFeatureAdapters } from './http-feature-adapters';

function bindHttpAdapters(container: Container): void {
  const backend = createHttpBackend();
  bindHttpFirstLoadAdapters(container, async () => backend);
  bindHttpFeatureAdapters(container, backend.api);
}

/**
 * A container for either backend with every adapter and module bound at once, without analytics
 * (tests use `createContainer('fake')` with `appRoutes()`). The app itself starts from
 * compose-container.ts and browser-router.tsx, which bind the features' part on first use.
 */
export function createContainer(backend: 'http' | 'fake'): Container {
  const container = buildContainer(backend === 'fake' ? bindFakeAdapters : bindHttpAdapters, noAnalyticsTag);
  container.load(...featureModules);
  return container;
}
