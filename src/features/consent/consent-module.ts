import { ContainerModule } from 'inversify';
import { CookieConsentStore } from './cookie-consent-store';

/** One consent state for the whole app: the banner on every page and /cookie-settings share it. */
export const consentModule = new ContainerModule(({ bind }) => {
  bind(CookieConsentStore).toSelf().inSingletonScope();
});
