import path from 'node:path';
import type { MusicService } from '@domain/ports';
import type { Clock } from '@domain/ports/clock';
import { createAccountsModule, type SeededAccounts } from './accounts/accounts-module';
import type { ApiModule, AppOptions } from './app';
import { createCatalogModule, createDemoImagesModule, createMusicService, DemoMusicService } from './catalog';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { ConsoleMailer } from './mail/console-mailer';
import type { Mailer } from './mail/mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { loggerOptions } from './platform/logger';
import { systemClock } from './platform/system-clock';
import { createSiteModule } from './site/site-module';
import { seedDemoHistory } from './tracking/demo-history';
import { createTrackingRuntime } from './tracking/tracking-runtime';

/** What tests (and only tests) may swap; everything else follows the configuration. */
export interface CompositionOverrides {
  readonly clock?: Clock;
  readonly mailer?: Mailer;
  /** PGlite in memory instead of `DATA_DIR` (tests). */
  readonly inMemoryDatabase?: boolean;
  readonly logger?: AppOptions['logger'];
  /** Extra API modules (tests; features not yet composed). */
  readonly apiModules?: readonly ApiModule[];
  /** A music service instead of the configured one (e.g. Spotify on a local fake). */
  readonly musicService?: MusicService;
}

export interface Composition {
  /** Pass to `buildApp`. */
  readonly appOptions: AppOptions;
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly seeded: SeededAccounts;
  /** Starts background work (schedulers, pollers). Call after the app is built. */
  start(): Promise<void>;
  /** Stops background work and closes the database. Idempotent. */
  stop(): Promise<void>;
}

/**
 * The server's composition root (docs/architecture.md#composition-roots): the only place adapters
 * are constructed. Opens and migrates the database, seeds accounts, and assembles every API module.
 *
 * A feature adds itself here: build its adapters from `config`/`database`/`clock`, push its
 * `ApiModule` onto `apiModules` (served under `/api`), its root plugins onto `rootModules`, and its
 * background work into `start`/`stop`.
 */
export async function compose(config: Config, overrides: CompositionOverrides = {}): Promise<Composition> {
  const clock = overrides.clock ?? systemClock;
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new ConsoleMailer());
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: overrides.inMemoryDatabase,
  });
  const { db } = database;
  const musicService =
    overrides.musicService ??
    createMusicService({
      source: config.musicSource,
      clientId: config.spotifyClientId,
      clientSecret: config.spotifyClientSecret,
      apiUrl: config.spotifyApiUrl,
      accountsUrl: config.spotifyAccountsUrl,
      clock,
    });
  const accounts = createAccountsModule({ config, db, clock, mailer });
  const isNewDatabase = database.appliedMigrations.includes('001-accounts');
  // Demo accounts on a new database outside production (docs/operations.md#embedded-defaults).
  const seeded = await accounts.seed({
    demo: config.seedDemo ?? (isNewDatabase && config.nodeEnv !== 'production'),
  });
  // Tracking: the refresh scheduler stays off under NODE_ENV=test (tests run cycles themselves).
  const tracking = createTrackingRuntime({
    db,
    music: musicService,
    clock,
    mailer,
    publicUrl: config.publicUrl,
    refreshIntervalMinutes: config.refreshIntervalMinutes,
    jobRunner: config.jobRunner,
    databaseUrl: config.databaseUrl,
    tuning: { schedule: config.nodeEnv !== 'test' },
  });
  if (seeded.demoUserId !== null && musicService instanceof DemoMusicService) {
    const demo = { catalog: musicService.catalog(), musicAt: (at: Clock) => new DemoMusicService(at) };
    await seedDemoHistory(db, demo, { userId: seeded.demoUserId, now: clock.now() });
  }

  const apiModules: ApiModule[] = [
    accounts.apiModule,
    createSiteModule({ config, db, clock, mailer }).apiModule,
    createCatalogModule({
      musicService,
      searchRateLimit: config.rateLimits.search,
      followerHistory: tracking.followerHistory,
    }),
    tracking.apiModule,
    ...(overrides.apiModules ?? []),
  ];
  const rootModules: NonNullable<AppOptions['rootModules']> = [createDemoImagesModule(musicService)];

  const appOptions: AppOptions = {
    apiPlatform: accounts.apiPlatform,
    apiModules,
    rootModules,
    healthChecks: [{ name: 'database', check: () => database.ping() }],
    spaDir: path.resolve('dist'),
    logger: overrides.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    securityHeaders: { https: config.publicUrl.startsWith('https://') },
  };

  let stopped = false;
  return {
    appOptions,
    config,
    database,
    clock,
    mailer,
    seeded,
    async start() {
      await accounts.start();
      await tracking.start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await tracking.stop();
      if (mailer instanceof SmtpMailer) mailer.close();
      await database.close();
    },
  };
}
