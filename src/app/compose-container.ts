import type { Container } from 'inversify';
import { type AppEnvironment, appEnvironment } from './app-environment';
import { buildContainer } from './build-container';
import { bindHttpAdapters } from './http-adapters';

/** The app's container for this build: the http backend, or the fake one (loaded only then). */
export async function composeContainer(environment: AppEnvironment = appEnvironment()): Promise<Container> {
  if (environment.backend === 'fake') {
    const { bindFakeAdapters } = await import('./fake-adapters');
    return buildContainer(bindFakeAdapters, environment);
  }
  return buildContainer(bindHttpAdapters, environment);
}
