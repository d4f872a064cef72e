import type { Clock, MusicService } from '@domain/ports';
import { createMusicService } from './catalog';
import { RoutedMusicService } from './catalog/adapters/routed-music-service';
import type { MusicServices } from './catalog/music-services';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { createMailModule } from './mail/mail-module';
import type { Mailer } from './mail/mailer';
import type { Logger } from './platform/logger';

/** What every feature module is built from, opened once per process. */
export interface FeatureDeps {
  readonly database: Database;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly mailer: Mailer;
  /** Every service switched on, behind one MusicService over item keys (domain/catalog/item-key.ts). */
  readonly musicService: RoutedMusicService;
  /** The deployment's secret: CSRF and registration tokens, landing-page visitor hashes. */
  readonly secret: string;
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
  /** Every service (e.g. a Deezer double beside the demo catalog); wins over `musicService`. */
  readonly musicServices?: MusicServices;
  /** PGlite in memory instead of `DATA_DIR`. */
  readonly inMemoryDatabase?: boolean;
}

/** Opens and migrates the configured database, and picks the mailer and the music service. */
export async function openFeatureDeps(
  config: Config,
  choices: FeatureDepsChoices,
): Promise<OpenedFeatureDeps> {
  const mail = createMailModule(config, choices.mailer);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    inMemory: choices.inMemoryDatabase,
  });
  return {
    database,
    clock: choices.clock,
    logger: choices.logger,
    mailer: mail.mailer,
    musicService: new RoutedMusicService(choices.musicServices ?? configuredMusicServices(config, choices)),
    secret: choices.secret,
    async close() {
      await mail.stop();
      await database.close();
    },
  };
}

function configuredMusicServices(config: Config, choices: FeatureDepsChoices): MusicServices {
  if (choices.musicService) return { spotify: choices.musicService };
  // Integrator: once MUSIC_SOURCES lands, this line becomes `return createMusicServices(config, choices.clock);`
  return { spotify: createMusicService(config, choices.clock) };
}
