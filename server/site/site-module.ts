import type { Kysely } from 'kysely';
import type { Clock } from '@domain/ports/clock';
import type { ApiModule } from '../http/api-module';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { KyselyContactMessages } from './adapters/kysely-contact-messages';
import type { SitePorts } from './ports';
import { contactRoutes } from './routes/contact-routes';
import { locationRoutes } from './routes/location-routes';

export interface SiteModuleDeps {
  readonly config: Config;
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly mailer: Mailer;
}

/** The contact form and the visitor-location lookup. */
export function createSiteModule(deps: SiteModuleDeps): { readonly apiModule: ApiModule } {
  const { config } = deps;
  const ports: SitePorts = {
    messages: new KyselyContactMessages(deps.db),
    mailer: deps.mailer,
    clock: deps.clock,
    recipient: config.adminEmail ?? addressOf(config.mailFrom),
  };
  return {
    apiModule: async (api) => {
      await contactRoutes(api, { ports, rateLimit: config.rateLimits.contact });
      await locationRoutes(api, { header: config.geoipCountryHeader });
    },
  };
}

/** `Chartpulse <no-reply@x>` → `no-reply@x`. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
