// No reflect-metadata import: inversify loads the (lite) polyfill it needs itself.
import { Container } from 'inversify';
import { AuthRepository } from '../../domain/ports-browser/auth-repository';
import { CatalogRepository } from '../../domain/ports-browser/catalog-repository';
import { SiteRepository } from '../../domain/ports-browser/site-repository';
import { FakeCatalogRepository } from '../../adapters/fake/fake-catalog-repository';
import { FakeSiteRepository } from '../../adapters/fake/fake-site-repository';
import { HttpCatalogRepository } from '../../adapters/http/http-catalog-repository';
import { HttpSiteRepository } from '../../adapters/http/http-site-repository';
import { FakeAuthRepository } from '../../adapters/fake/fake-auth-repository';
import { createApiClient } from '../../adapters/http/api-client';
import { HttpAuthRepository } from '../../adapters/http/http-auth-repository';
import { LoginModel } from '../features/auth/login-model';
import { ForgottenPasswordModel, ResetPasswordModel } from '../features/auth/password-reset-models';
import { RegisterModel } from '../features/auth/register-model';
import { VerifyEmailModel } from '../features/auth/verify-email-model';
import { SearchStore } from '../features/search/search-store';
import { CookieConsentStore } from '../features/info/consent/cookie-consent-store';
import { AuthStore } from './auth/auth-store';
import type { AxiosInstance } from 'axios';

export type Backend = 'http' | 'fake';

/** `fake` when the app is built with `VITE_BACKEND=fake` (a static demo needing no server), else `http`. */
export function selectedBackend(): Backend {
  return import.meta.env.VITE_BACKEND === 'fake' ? 'fake' : 'http';
}

/**
 * The browser composition root: the only place adapters are constructed. Every binding is a
 * singleton, so stores (and the search state) live as long as the container.
 */
export function createContainer(backend: Backend = selectedBackend()): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  if (backend === 'fake') bindFakeAdapters(container);
  else bindHttpAdapters(container, createApiClient());
  bindStores(container);
  return container;
}

function bindHttpAdapters(container: Container, api: AxiosInstance): void {
  container.bind(AuthRepository).toConstantValue(new HttpAuthRepository(api));
  container.bind(CatalogRepository).toConstantValue(new HttpCatalogRepository(api));
  container.bind(SiteRepository).toConstantValue(new HttpSiteRepository(api));
}

function bindFakeAdapters(container: Container): void {
  container.bind(AuthRepository).toConstantValue(new FakeAuthRepository());
  container.bind(CatalogRepository).toConstantValue(new FakeCatalogRepository());
  container.bind(SiteRepository).toConstantValue(new FakeSiteRepository());
}

function bindStores(container: Container): void {
  container.bind(AuthStore).toSelf();
  container.bind(SearchStore).toSelf();
  container.bind(CookieConsentStore).toSelf();
  // Per-screen view-models: a new one each time a screen mounts (see useViewModel).
  container.bind(LoginModel).toSelf().inTransientScope();
  container.bind(RegisterModel).toSelf().inTransientScope();
  container.bind(VerifyEmailModel).toSelf().inTransientScope();
  container.bind(ForgottenPasswordModel).toSelf().inTransientScope();
  container.bind(ResetPasswordModel).toSelf().inTransientScope();
}
