import type { Container } from 'inversify';
import { buildContainer } from './build-container';
import { bindFakeAdapters } from './fake-adapters';
import { bindHttpAdapters } from './http-adapters';

export type Backend = 'http' | 'fake';

/** `fake` when the app is built with `VITE_BACKEND=fake` (a static demo needing no server), else `http`. */
export function selectedBackend(): Backend {
  return import.meta.env.VITE_BACKEND === 'fake' ? 'fake' : 'http';
}

/**
 * A container for either backend (tests use `createContainer('fake')`). The production entry
 * (main.tsx) builds the http one directly so the fake adapters never reach its bundle.
 */
export function createContainer(backend: Backend = selectedBackend()): Container {
  return buildContainer(backend === 'fake' ? bindFakeAdapters : bindHttpAdapters);
}
