import type { ListeningReads } from '@domain/listening';
import type { Clock, MusicLookups, MusicService } from '@domain/ports';
import { createMusicServices, type MusicServices } from './catalog';
import { RoutedMusicService } from './catalog/adapters/routed-music-service';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { CachedListeningReads } from './listening/adapters/cached-listening-reads';
import { KyselyListeningReads } from './listening/adapters/kysely-listening-reads';
import { upstreamRateCounter } from './http/deployment-rate-counter';
import { createMailModule } from './mail/mail-module';
import type { Mailer } from './mail/mailer';
import type { Logger } from './platform/logger';
import { InMemoryUpstreamCalls, type UpstreamCalls } from './platform/upstream-calls';
import { OWN_DATABASE_CACHE_MS, SHARED_DATABASE_CACHE_MS } from './tracking/adapters/memory-history-cache';

/** What every feature module is built from, opened once per process. */
export interface FeatureDeps {
  readonly database: Database;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly mailer: Mailer;
  /** Whether the mailer reaches people (SMTP or a test's), not only the console log. */
  readonly mailConfigured: boolean;
  /** Every service switched on, behind one MusicService over item keys (domain/catalog/item-key.ts). */
  readonly musicService: RoutedMusicService;
  /** Every service MUSIC_SOURCES switches on, each with its own ids. */
  readonly musicServices: MusicServices;
  /** Deezer, when it is on (MUSIC_SOURCES): the other side of cross-service links. */
  readonly deezer?: MusicService & MusicLookups;
  /** Upstream calls and failures per music service, counted by the adapters (this process's). */
  readonly upstreamCalls: UpstreamCalls;
  /** The deployment's secret: CSRF and registration tokens, landing-page visitor hashes. */
  readonly secret: string;
  /** Each account's imported Spotify for Artists listening (issue 34), read for that account alone. */
  readonly listeningReads: ListeningReads;
  /** An account imported or deleted listening: drops its cached `listeningReads` answers. */
  readonly listeningChanged: (userId: number) => void;
}

export interface OpenedFeatureDeps extends FeatureDeps {
  /** Closes the mailer's connections, then the database. */
  close(): Promise<void>;
}

/** What the runtime chooses; the mailer, the music service and an in-memory database only in tests. */
export interface FeatureDepsChoices {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly secret: string;
  readonly mailer?: Mailer;
  /** The Spotify service (e.g. Spotify on a local fake), as the only one switched on. */
  readonly musicService?: MusicService;
  /** The counter the music services report to (tests: one their own adapter reports to too). */
  readonly upstreamCalls?: UpstreamCalls;
  /** Deezer (tests: an in-memory one); unset: off. */
  readonly deezer?: MusicService & MusicLookups;
  /** Every service (e.g. a Deezer double beside the demo catalog); wins over `musicService`. */
  readonly musicServices?: MusicServices;
  /** PGlite in memory instead of `DATA_DIR`. */
  readonly inMemoryDatabase?: boolean;
  /** Imported listening (tests: an in-memory one). */
  readonly listeningReads?: ListeningReads;
}

/** Opens and migrates the configured database, and picks the mailer and the music service. */
export async function openFeatureDeps(
  config: Config,
  choices: FeatureDepsChoices,
): Promise<OpenedFeatureDeps> {
  const mail = createMailModule(config, choices.mailer);
  const upstreamCalls = choices.upstreamCalls ?? new InMemoryUpstreamCalls(choices.clock);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    inMemory: choices.inMemoryDatabase,
    trackedItemsCap: config.trackedItemsPerAccount,
  });
  const musicServices: MusicServices = choices.musicServices
    ? choices.musicServices
    : choices.musicService
      ? { spotify: choices.musicService, ...(choices.deezer ? { deezer: choices.deezer } : {}) }
      : createMusicServices(config, {
          clock: choices.clock,
          upstreamRateCounter: upstreamRateCounter(database, choices.secret),
          calls: upstreamCalls,
        });
  // Kept as the history cache keeps answers: this process's imports drop them at once, another's
  // (PostgreSQL) show within its time.
  const listeningReads =
    choices.listeningReads ??
    new CachedListeningReads(
      new KyselyListeningReads(database.db),
      config.databaseUrl ? SHARED_DATABASE_CACHE_MS : OWN_DATABASE_CACHE_MS,
    );
  return {
    database,
    clock: choices.clock,
    logger: choices.logger,
    mailer: mail.mailer,
    mailConfigured: mail.configured,
    musicService: new RoutedMusicService(musicServices),
    musicServices,
    upstreamCalls,
    deezer: musicServices.deezer,
    secret: choices.secret,
    listeningReads,
    listeningChanged: (userId) => {
      if (listeningReads instanceof CachedListeningReads) listeningReads.changed(userId);
    },
    async close() {
      await mail.stop();
      await database.close();
    },
  };
}
