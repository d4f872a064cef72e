import { Container } from 'inversify';
import { documentConsentCookieJar } from '@adapters/browser/document-consent-cookie-jar';
import { documentFirstAnswers } from '@adapters/browser/document-first-answers';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import { AuthGateway } from '@domain/ports/browser/auth-gateway';
import { ConsentCookieJar } from '@domain/ports/browser/consent-cookie-jar';
import { FirstAnswers } from '@domain/ports/browser/first-answers';
import { AuthStore } from '@shared/auth/auth-store';
import { firstLoadModules } from './first-load';

/** Binds one backend's adapters (the server ports) into the container. */
export type AdapterBinding = (container: Container) => void;

/**
 * The browser composition root, with compose-container.ts (which picks the adapters from the build's
 * environment) the only place adapters are bound: the backend's (http-adapters.ts and
 * http-feature-adapters.ts, or fake-adapters.ts), the analytics tag, the browser's cookie jar and
 * the answers a server-rendered page carried.
 * Then the app-wide auth store and the first load's modules (first-load.ts); the router adds
 * featureModules when it discovers the other routes (browser-router.tsx), and lazy screens bring
 * their own (see useViewModel).
 */
export function buildContainer(bindBackend: AdapterBinding, analytics: AnalyticsTag): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindBackend(container);
  container.bind(ConsentCookieJar).toConstantValue(documentConsentCookieJar);
  container.bind(AnalyticsTag).toConstantValue(analytics);
  container.bind(FirstAnswers).toConstantValue(documentFirstAnswers());
  container
    .bind(AuthStore)
    .toResolvedValue((auth: AuthGateway) => new AuthStore(auth), [AuthGateway])
    .inSingletonScope();
  container.load(...firstLoadModules);
  return container;
}
