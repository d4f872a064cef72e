import { Container } from 'inversify';
import { CookieConsentStore } from '../features/info/consent/cookie-consent-store';
import { SearchStore } from '../features/search/search-store';
import { AuthStore } from './auth/auth-store';

/** Binds one backend's adapters (every port) into the container. */
export type AdapterBinding = (container: Container) => void;

/**
 * The browser composition root: `bindAdapters` constructs the adapters (see http-adapters.ts and
 * fake-adapters.ts, the only places that do); stores and view-models are bound here. App-wide
 * stores are singletons, so their state (the search, the session) lives as long as the container.
 */
export function buildContainer(bindAdapters: AdapterBinding): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindAdapters(container);
  bindStores(container);
  return container;
}

function bindStores(container: Container): void {
  container.bind(AuthStore).toSelf();
  container.bind(SearchStore).toSelf();
  container.bind(CookieConsentStore).toSelf();
  // Lazy screens bring their own view-model bindings (e.g. features/auth/auth-module.ts, see useViewModel).
}
