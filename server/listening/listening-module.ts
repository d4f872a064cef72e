import type { Kysely } from 'kysely';
import type { ListeningReads } from '@domain/listening';
import type { Clock } from '@domain/ports';
import type { AccountLimit, RateLimit } from '../config';
import type { DB } from '../db/schema';
import type { ApiModule } from '../http/api-module';
import type { Logger } from '../platform/logger';
import { KyselyListeningStore } from './adapters/kysely-listening-store';
import type { DemoListeningSource, ListeningPorts, PlaylistFollowerReadings, TrackedTitles } from './ports';
import { registerListeningRoutes } from './routes/listening-routes';
import { seedDemoListening } from './use-cases/seed-demo-listening';

export interface ListeningModuleDeps {
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The verdict's reads, opened with the feature deps (FeatureDeps.listeningReads). */
  readonly reads: ListeningReads;
  /** Told of each account whose imports changed, to drop its cached reads (FeatureDeps.listeningChanged). */
  readonly readsChanged?: (userId: number) => void;
  readonly titles: TrackedTitles;
  /** Tracking's follower counts, drawn beside a playlist's imported listening. */
  readonly followerReadings: PlaylistFollowerReadings;
  readonly uploadLimit: RateLimit;
  readonly readLimit: AccountLimit;
  /** The demo account's exports, read at start (seeded by accounts, its items by tracking). */
  readonly demo?: { source(): DemoListeningSource | undefined; userId(): number | null };
}

export interface ListeningModule {
  readonly apiModule: ApiModule;
  /** Imports the demo account's generated exports, once. */
  start(): Promise<void>;
}

/** An account's own numbers: Spotify for Artists exports and kept readings (docs/product.md). */
export function createListeningModule(deps: ListeningModuleDeps): ListeningModule {
  const ports: ListeningPorts = {
    store: new KyselyListeningStore(deps.db, deps.readsChanged),
    reads: deps.reads,
    titles: deps.titles,
    followerReadings: deps.followerReadings,
    clock: deps.clock,
  };
  return {
    apiModule: (app) =>
      registerListeningRoutes(app, { ...ports, uploadLimit: deps.uploadLimit, readLimit: deps.readLimit }),
    async start() {
      const source = deps.demo?.source();
      const userId = deps.demo?.userId() ?? null;
      if (!source || userId === null) return;
      const seeded = await seedDemoListening({ ...ports, source }, { userId, now: deps.clock.now() });
      if (seeded.ok && seeded.value > 0)
        deps.logger.info(`Demo listening: ${seeded.value} Spotify for Artists exports imported.`);
    },
  };
}
