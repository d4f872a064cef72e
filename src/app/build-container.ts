import { Container } from 'inversify';
import { documentConsentCookieJar } from '@adapters/browser/document-consent-cookie-jar';
import { googleAnalyticsTag } from '@adapters/browser/google-analytics-tag';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import { ConsentCookieJar } from '@domain/ports/browser/consent-cookie-jar';
import { AuthStore } from '@shared/auth/auth-store';
import type { AppEnvironment } from './app-environment';
import { startupModules } from './features';

/** Binds one backend's adapters (every server port) into the container. */
export type AdapterBinding = (container: Container) => void;

/**
 * The browser composition root: the only place adapters are constructed (`bindBackend` from
 * http-adapters.ts or fake-adapters.ts, and the browser's own cookie jar and analytics tag), then the
 * app-wide auth store and the startup feature modules (features.ts). Lazy screens bring their own
 * modules (see `lazyPage`).
 */
export function buildContainer(bindBackend: AdapterBinding, environment: AppEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindBackend(container);
  container.bind(ConsentCookieJar).toConstantValue(documentConsentCookieJar);
  container.bind(AnalyticsTag).toConstantValue(googleAnalyticsTag(environment.analyticsMeasurementId));
  container.bind(AuthStore).toSelf().inSingletonScope();
  container.load(...startupModules);
  return container;
}
