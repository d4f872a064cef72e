import path from 'node:path';
import type { Clock, MusicLookups, MusicService } from '@domain/ports';
import type { SeededAccounts } from './accounts/accounts-module';
import { SESSION_PROBE_PATHS } from './accounts/session-paths';
import type { AlertsModule } from './alerts/alerts-module';
import type { AppOptions } from './app';
import type { MusicServices } from './catalog/music-services';
import type { Config } from './config';
import type { DataSourcesModule } from './data-sources/data-sources-module';
import type { Database } from './db/database';
import { type BackgroundWork, composeFeatures, type FeatureOptions } from './feature-composition';
import { type FeatureDepsChoices, type OpenedFeatureDeps, openFeatureDeps } from './feature-deps';
import { RoutedMusicService } from './catalog/adapters/routed-music-service';
import type { UpstreamCalls } from './platform/upstream-calls';
import type { ApiModule } from './http/api-module';
import { SESSION_COOKIE } from './http/cookies';
import { deploymentRateCounter } from './http/deployment-rate-counter';
import { sessionPlatform } from './http/session-plugin';
import type { ItemLinksModule } from './item-links/item-links-module';
import type { LandingPagesModule } from './landing-pages/landing-pages-module';
import type { Mailer } from './mail/mailer';
import { consoleLogger, type Logger, loggerOptions, requestLogFormat } from './platform/logger';
import { resolveSessionSecret } from './platform/session-secret';
import { operatorMetrics } from './operator-metrics';
import { systemClock } from './platform/system-clock';

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
  /** Upstream calls per service (tests hand it to the music service they pass). */
  readonly upstreamCalls?: UpstreamCalls;
  /** Deezer, the other side of cross-service links (tests: an in-memory one). */
  readonly deezer?: MusicService & MusicLookups;
  /** Every music service (e.g. a Deezer double beside the demo catalog); wins over `musicService`. */
  readonly musicServices?: MusicServices;
  /** Imported listening instead of the account's stored imports (tests: an in-memory one). */
  readonly listeningReads?: FeatureDepsChoices['listeningReads'];
  /** Shorter Telegram poll and pacing times (tests against a fake Bot API). */
  readonly telegramTuning?: FeatureOptions['telegramTuning'];
  /** Features left out, for tests that mount their own instance with test-only options. */
  readonly without?: FeatureOptions['without'];
  /** Alerts: shorter webhook retry delays and failure limits (tests against a local receiver). */
  readonly alerts?: FeatureOptions['alertsTuning'];
  /** Landing pages: S3 storage, a seeded choice, a fake Graph API, captured warnings (tests). */
  readonly landingPages?: FeatureOptions['landingPages'];
}

export interface Composition {
  /** Pass to `buildApp`. */
  readonly appOptions: AppOptions;
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly mailer: Mailer;
  /** The admin and demo logins `start()` seeded (nothing before it has run). */
  readonly seeded: SeededAccounts;
  /** The landing-page feature (tests wait on its background work with `settle`). */
  readonly landingPages: LandingPagesModule;
  /** The alerts feature (tests wait on its webhook attempts with `settle`). */
  readonly alerts: AlertsModule;
  /** What each music service gives this installation (tests probe with `probeNow`). */
  readonly dataSources: DataSourcesModule;
  /** Cross-service links (tests wait on background look-ups with `settle`). */
  readonly itemLinks: ItemLinksModule;
  /** Seeds, then starts background work (schedulers, pollers). Call after the app is built. */
  start(): Promise<void>;
  /** Stops background work and closes the database. Idempotent. */
  stop(): Promise<void>;
}

/**
 * The API server's composition root (docs/architecture.md#composition-roots): the feature modules of
 * `composeFeatures`, and the HTTP parts around them (the `/api` session platform, the modules'
 * routes, the page preloads, the rate counter, the request log).
 */
export async function compose(config: Config, overrides: CompositionOverrides = {}): Promise<Composition> {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? consoleLogger;
  const deps = await openFeatureDeps(config, {
    clock,
    logger,
    // One secret for the whole deployment: CSRF and registration tokens, landing-page visitor hashes.
    secret: resolveSessionSecret(config.sessionSecret, config.dataDir),
    mailer: overrides.mailer,
    musicService: overrides.musicService,
    deezer: overrides.deezer,
    upstreamCalls: overrides.upstreamCalls,
    musicServices: overrides.musicServices,
    inMemoryDatabase: overrides.inMemoryDatabase,
    listeningReads: overrides.listeningReads,
  });
  const { database } = deps;
  // Off unless METRICS_TOKEN is set: then the music service is counted as well as the requests.
  const metrics = config.metricsToken
    ? operatorMetrics(deps.musicServices, config.musicSources.includes('demo') ? 'demo' : 'spotify')
    : null;
  const without = new Set(overrides.without);
  const background: BackgroundWork[] = [
    'accounts',
    'alerts',
    'landing-pages',
    'share-links',
    'tracking',
    'listening',
    'data-sources',
  ];
  if (!without.has('telegram')) background.push('telegram-poller');
  const features = composeFeatures(config, metrics ? meteredDeps(deps, metrics.musicServices) : deps, {
    jobRunner: config.jobRunner,
    background,
    // Under NODE_ENV=test, tests run cycles themselves.
    refreshSchedule: config.nodeEnv !== 'test',
    without: overrides.without,
    telegramTuning: overrides.telegramTuning,
    alertsTuning: overrides.alerts,
    landingPages: overrides.landingPages,
  });
  const {
    accounts,
    site,
    catalog,
    tracking,
    analysis,
    telegram,
    landingPages,
    alerts,
    dataSources,
    itemLinks,
    listening,
  } = features;
  metrics?.watchRefreshes(tracking.refreshProgress);

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
      dataSources.apiModule,
      itemLinks.apiModule,
      listening.apiModule,
      ...(overrides.apiModules ?? []),
    ],
    rootModules: [...catalog.rootModules, ...analysis.rootModules, ...landingPages.rootModules],
    pageFailures: landingPages.pageFailures,
    healthChecks: [{ name: 'database', check: () => database.ping() }],
    spaDir: path.resolve('dist'),
    serveSourceMaps: config.serveSourceMaps,
    sessionProbe: { cookie: SESSION_COOKIE, paths: SESSION_PROBE_PATHS },
    itemPages: catalog.itemPages,
    metrics: { registry: metrics?.registry, token: config.metricsToken },
    publicUrl: config.publicUrl,
    logger: overrides.requestLog ?? loggerOptions(config.logLevel, requestLogFormat(config.nodeEnv)),
    trustProxy: config.trustProxy,
    rateCounter: deploymentRateCounter(database, deps.secret, logger),
    securityHeaders: { https: config.publicUrl.startsWith('https://') },
  };

  let stopped = false;
  return {
    appOptions,
    config,
    database,
    clock,
    mailer: deps.mailer,
    get seeded() {
      return accounts.seeded;
    },
    landingPages,
    alerts,
    dataSources,
    itemLinks,
    start: () => features.start(),
    async stop() {
      if (stopped) return;
      stopped = true;
      await features.stop();
      await deps.close();
    },
  };
}

/** The deps with every music service counting its calls (the router over them, and Deezer's lookups). */
function meteredDeps(deps: OpenedFeatureDeps, musicServices: MusicServices): OpenedFeatureDeps {
  return {
    ...deps,
    musicServices,
    musicService: new RoutedMusicService(musicServices),
    deezer: musicServices.deezer,
  };
}
