import type { Container } from 'inversify';
import { type Backend, appEnvironment } from './app-environment';
import { buildContainer } from './build-container';
import { bindFakeAdapters } from './fake-adapters';
import { bindHttpAdapters } from './http-adapters';

/**
 * A container for either backend, built at once (tests use `createContainer('fake')`). The production
 * entry uses composeContainer so the fake adapters never reach its bundle.
 */
export function createContainer(backend: Backend = appEnvironment().backend): Container {
  return buildContainer(backend === 'fake' ? bindFakeAdapters : bindHttpAdapters, {
    ...appEnvironment(),
    backend,
  });
}
