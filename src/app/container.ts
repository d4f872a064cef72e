import type { Container } from 'inversify';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';
import { buildContainer } from './build-container';
import { bindFakeAdapters } from './fake-adapters';
import { bindHttpAdapters } from './http-adapters';

/**
 * A container for either backend, built at once and without analytics (tests use
 * `createContainer('fake')`). The app itself starts from compose-container.ts.
 */
export function createContainer(backend: 'http' | 'fake'): Container {
  return buildContainer(backend === 'fake' ? bindFakeAdapters : bindHttpAdapters, noAnalyticsTag);
}
