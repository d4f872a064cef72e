import type { Kysely } from 'kysely';
import type { Clock, MusicService } from '@domain/ports';
import type { RateLimit } from '../config';
import type { DB } from '../db/schema';
import type { ApiModule } from '../http/api-module';
import type { Logger } from '../platform/logger';
import { BudgetedLinkScheduler, type LinkBudget } from './adapters/budgeted-link-scheduler';
import { CachedTwinFigures } from './adapters/cached-twin-figures';
import { KyselyItemLinkStore } from './adapters/kysely-item-link-store';
import type { ItemLinksPorts, ItemRef, TwinService } from './ports';
import { registerItemLinkRoutes, registerLinkingOffRoute } from './routes/item-links-routes';
import { linkItem } from './use-cases/link-item';

export interface ItemLinksModuleDeps {
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The Spotify side (the Spotify adapter, or the demo catalog standing in for it). */
  readonly spotify: MusicService;
  /** The Deezer side; absent: linking is off and pages show nothing about it. */
  readonly deezer?: TwinService;
  readonly readLimit: RateLimit;
  readonly writeLimit: RateLimit;
  readonly budget?: LinkBudget;
}

export interface ItemLinksModule {
  readonly apiModule: ApiModule;
  /** Looks for an item's twin in the background (tracking calls it when an item is tracked). */
  linkSoon(item: ItemRef): void;
  /** Resolves once the background look-ups started so far have ended. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/** Spotify items linked to their Deezer twins (docs/integrations.md#items-linked-across-services). */
export function createItemLinksModule(deps: ItemLinksModuleDeps): ItemLinksModule {
  const { deezer } = deps;
  if (!deezer) {
    return {
      apiModule: async (api) => registerLinkingOffRoute(api),
      linkSoon: () => {},
      settle: async () => {},
      stop: async () => {},
    };
  }
  const store = new KyselyItemLinkStore(deps.db);
  const ports: ItemLinksPorts = { spotify: deps.spotify, deezer, store, clock: deps.clock };
  const scheduler = new BudgetedLinkScheduler(
    async (item) => {
      const linked = await linkItem(ports, item);
      return !linked.ok ? 'failed' : linked.value ? 'found' : 'none';
    },
    deps.clock,
    deps.logger,
    deps.budget,
  );
  const figures = new CachedTwinFigures(deezer, deps.clock);
  return {
    apiModule: async (api) =>
      registerItemLinkRoutes(api, {
        store,
        figures,
        scheduler,
        deezer,
        clock: deps.clock,
        readLimit: deps.readLimit,
        writeLimit: deps.writeLimit,
      }),
    linkSoon: (item) => scheduler.linkSoon(item),
    settle: () => scheduler.whenIdle(),
    stop: () => scheduler.whenIdle(),
  };
}
