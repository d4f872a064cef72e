import type { Clock } from '@domain/ports/clock';
import type { ApiModule } from '../app';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { ContactStore } from './contact-store';
import { contactRoutes } from './contact-routes';
import { locationRoutes } from './location-routes';

export interface SiteDeps {
  readonly contacts: ContactStore;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly config: Config;
}

/** The contact form and the visitor-location lookup. */
export function createSiteModule(deps: SiteDeps): ApiModule {
  const recipient = deps.config.adminEmail ?? addressOf(deps.config.mailFrom);
  return async (api) => {
    await contactRoutes(api, {
      store: deps.contacts,
      mailer: deps.mailer,
      clock: deps.clock,
      recipient,
      rateLimit: deps.config.rateLimits.contact,
    });
    await locationRoutes(api, { header: deps.config.geoipCountryHeader });
  };
}

/** `Chartpulse <no-reply@x>` → `no-reply@x`. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
