import path from 'node:path';
import type { Clock, MusicService } from '@domain/ports';
import { createAccountsModule, type SeededAccounts } from './accounts/accounts-module';
import { type AlertsModule, type AlertsModuleDeps, createAlertsModule } from './alerts/alerts-module';
import { createAnalysisModule } from './analysis/analysis-module';
import type { AppOptions } from './app';
import { createCatalogModule, createMusicService } from './catalog';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import type { ApiModule } from './http/api-module';
import { InMemoryRateCounter } from './http/in-memory-rate-counter';
import { postgresRateCounter } from './http/shared-rate-counter';
import { SESSION_COOKIE } from './http/cookies';
import { sessionPlatform } from './http/session-plugin';
import {
  createLandingPagesModule,
  type LandingPagesModule,
  type LandingPagesModuleDeps,
} from './landing-pages/landing-pages-module';
import { createMailModule } from './mail/mail-module';
import type { Mailer } from './mail/mailer';
import { consoleLogger, type Logger, loggerOptions, requestLogFormat } from './platform/logger';
import { resolveSessionSecret } from './platform/session-secret';
import { systemClock } from './platform/system-clock';
import { createSiteModule } from './site/site-module';
import { createTelegramModule, type TelegramTuning, telegramAlerts } from './telegram/telegram-module';
import { createTrackingModule } from './tracking/tracking-module';

/** What tests (and only tests) may swap; everything else follows the configuration. */
export interface CompositionOverrides {
  readonly clock?: Clock;
  readonly mailer?: Mailer;
  /** PGlite in memory instead of `DATA_DIR` (tests). */
  readonly inMemoryDatabase?: boolean;
  /** Where modules report to (default: the console). */
  readonly logger?: Logger;
  /** Fastify's request log (pino options), or `false` for none (tests). */
  readonly requestLog?: AppOptions['logger'];
  /** Extra API modules (tests). */
  readonly apiModules?: readonly ApiModule[];
  /** A music service instead of the configured one (e.g. Spotify on a local fake). */
  readonly musicService?: MusicService;
  /** Shorter Telegram poll and pacing times (tests against a fake Bot API). */
  readonly telegramTuning?: Partial<TelegramTuning>;
  /** Features left out, for tests that mount their own instance with test-only options. */
  readonly without?: ReadonlyArray<'telegram'>;
  /** Alerts: shorter webhook retry delays and failure limits (tests against a local receiver). */
  readonly alerts?: AlertsModuleDeps['tuning'];
  /** Landing pages: S3 storage, a seeded choice, a fake Graph API, captured warnings (tests). */
  readonly landingPages?: Partial<
    Pick<LandingPagesModuleDeps, 'storage' | 'random' | 'eventIds' | 'conversions' | 'logger'>
  >;
}

export interface Composition {
  /** Pass to `buildApp`. */
  readonly appOptions: AppOptions;
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly seeded: SeededAccounts;
  /** The landing-page feature (tests wait on its background work with `settle`). */
  readonly landingPages: LandingPagesModule;
  /** The alerts feature (tests wait on its webhook attempts with `settle`). */
  readonly alerts: AlertsModule;
  /** Starts background work (schedulers, pollers). Call after the app is built. */
  start(): Promise<void>;
  /** Stops background work and closes the database. Idempotent. */
  stop(): Promise<void>;
}

/**
 * The server's composition root (docs/architecture.md#composition-roots): the only place adapters
 * are chosen. Opens and migrates the database, then lists the feature modules; each builds its own
 * adapters from the configuration. A new feature adds its module here (README, "Adding a feature").
 */
export async function compose(config: Config, overrides: CompositionOverrides = {}): Promise<Composition> {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? consoleLogger;
  const mail = createMailModule(config, overrides.mailer);
  const { mailer } = mail;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    inMemory: overrides.inMemoryDatabase,
  });
  const { db } = database;
  const musicService = overrides.musicService ?? createMusicService(config, clock);
  // One secret for the whole deployment: CSRF and registration tokens, landing-page visitor hashes.
  const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const without = new Set(overrides.without);

  const accounts = createAccountsModule({
    config,
    db,
    clock,
    mailer,
    secret,
    logger,
    // Accounts comes first (Telegram and tracking read its notification settings); what it asks of
    // them is asked only once requests arrive, when they are composed.
    chatLinks: { isLinked: (userId) => telegram.isTelegramLinked(userId) },
    trackedCounts: { trackedCounts: (userIds) => tracking.queries.trackedCounts(userIds) },
    ownedFiles: { removalOf: (userId) => landingPages.ownedFiles.removalOf(userId) },
  });
  const isNewDatabase = database.appliedMigrations.includes('001-accounts');
  // Demo accounts on a new database outside production (docs/operations.md#embedded-defaults).
  const seeded = await accounts.seed({
    demo: config.seedDemo ?? (isNewDatabase && config.nodeEnv !== 'production'),
  });
  const telegram = createTelegramModule({
    db,
    clock,
    config,
    logger,
    notificationSetting: accounts.notificationSettings,
    databaseUrl: config.databaseUrl,
    tuning: overrides.telegramTuning,
  });
  // Tracking: the refresh scheduler stays off under NODE_ENV=test (tests run cycles themselves).
  const tracking = createTrackingModule({
    db,
    music: musicService,
    clock,
    refreshIntervalMinutes: config.refreshIntervalMinutes,
    jobRunner: config.jobRunner,
    databaseUrl: config.databaseUrl,
    tuning: { schedule: config.nodeEnv !== 'test' },
    // Each finished cycle goes to the alerts rules.
    alertsAfterCycle: () => alerts.afterCycle(),
    logger,
    musicServiceBudget: config.rateLimits.search,
    signedInReadBudget: config.rateLimits.signedInReads,
  });
  const alerts = createAlertsModule({
    db,
    clock,
    config,
    logger,
    mailer,
    subscribers: accounts.notificationSettings,
    watchlist: tracking.queries,
    placements: tracking.bottedPlacements,
    gradeTransitions: tracking.gradeTransitions,
    chat: without.has('telegram') ? null : telegramAlerts(telegram),
    tuning: overrides.alerts,
  });
  const catalog = createCatalogModule({
    musicService,
    musicServiceBudget: config.rateLimits.search,
    followerHistory: tracking.queries,
    playlistTrackers: tracking.queries,
    clock,
  });
  if (seeded.demoUserId !== null && catalog.demoHistory) {
    await tracking.seedDemoHistory(catalog.demoHistory, { userId: seeded.demoUserId, now: clock.now() });
  }
  const site = createSiteModule({ config, db, clock, mailer });
  const analysis = createAnalysisModule({
    db,
    clock,
    config,
    musicService,
    figures: tracking.queries,
    publicUrl: config.publicUrl,
  });
  const landingPages = createLandingPagesModule({
    db,
    clock,
    config,
    secret,
    logger,
    storage: config.uploadStorage,
    ...overrides.landingPages,
  });

  const appOptions: AppOptions = {
    apiPlatform: sessionPlatform(accounts.sessionEdge),
    apiModules: [
      accounts.apiModule,
      site.apiModule,
      catalog.apiModule,
      tracking.apiModule,
      analysis.apiModule,
      ...(without.has('telegram') ? [] : [telegram.apiModule]),
      landingPages.apiModule,
      alerts.apiModule,
      ...(overrides.apiModules ?? []),
    ],
    rootModules: [...catalog.rootModules, ...analysis.rootModules, ...landingPages.rootModules],
    pageFailures: landingPages.pageFailures,
    healthChecks: [{ name: 'database', check: () => database.ping() }],
    spaDir: path.resolve('dist'),
    serveSourceMaps: config.serveSourceMaps,
    sessionProbe: { cookie: SESSION_COOKIE, paths: ['/api/some-protected-route', '/api/get-current-user'] },
    logger: overrides.requestLog ?? loggerOptions(config.logLevel, requestLogFormat(config.nodeEnv)),
    trustProxy: config.trustProxy,
    // PostgreSQL may serve several API processes: they count every budget together there.
    rateCounter:
      database.kind === 'postgres' ? postgresRateCounter(db, secret, logger) : new InMemoryRateCounter(),
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
    landingPages,
    alerts,
    async start() {
      await accounts.start();
      await tracking.start();
      if (!without.has('telegram')) await telegram.start();
      await landingPages.start();
      await alerts.start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await telegram.stop();
      await tracking.stop();
      await alerts.stop();
      await landingPages.stop();
      await accounts.stop();
      await mail.stop();
      await database.close();
    },
  };
}
