import { type AccountsModule, createAccountsModule } from './accounts/accounts-module';
import { type AlertsModule, type AlertsModuleDeps, createAlertsModule } from './alerts/alerts-module';
import { type AnalysisModule, createAnalysisModule } from './analysis/analysis-module';
import { type CatalogModule, createCatalogModule } from './catalog';
import type { Config } from './config';
import { createDataSourcesModule, type DataSourcesModule } from './data-sources/data-sources-module';
import { createItemLinksModule, type ItemLinksModule } from './item-links/item-links-module';
import { createListeningModule, type ListeningModule } from './listening/listening-module';
import type { FeatureDeps } from './feature-deps';
import {
  createLandingPagesModule,
  type LandingPagesModule,
  type LandingPagesModuleDeps,
} from './landing-pages/landing-pages-module';
import { createSiteModule } from './site/site-module';
import {
  createTelegramModule,
  type TelegramModule,
  type TelegramTuning,
  telegramAlerts,
} from './telegram/telegram-module';
import { createTrackingModule, type TrackingModule } from './tracking/tracking-module';

/**
 * Background work a process may run, in the order `start()` runs it (alerts' deliveries are ready
 * before a cycle can finish; the demo history, seeded by tracking, follows the demo logins):
 * - `accounts`: expired sessions cleared; the `ADMIN_EMAIL` admin and the demo logins seeded;
 * - `alerts`: webhook retries;
 * - `telegram-poller`: the bot's long polling (one poller per deployment);
 * - `landing-pages`: uploads left behind by interrupted requests swept, at start and hourly;
 * - `share-links`: share links revoked or expired longer than the retention deleted, at start and hourly;
 * - `refresh-jobs`: pg-boss refresh jobs (`npm run worker`);
 * - `tracking`: the demo user's history seeded (when accounts seeded one), stale grades re-graded,
 *   and the refresh scheduler when `refreshSchedule`;
 * - `listening`: the demo user's Spotify for Artists exports imported (after tracking seeded what
 *   the demo user tracks);
 * - `data-sources`: what each music service gives this installation, probed now (in the background)
 *   and daily.
 */
export const BACKGROUND_WORK = [
  'accounts',
  'alerts',
  'telegram-poller',
  'landing-pages',
  'share-links',
  'refresh-jobs',
  'tracking',
  'listening',
  'data-sources',
] as const;
export type BackgroundWork = (typeof BACKGROUND_WORK)[number];

/** What differs between the runtimes that share the feature modules. */
export interface FeatureOptions {
  /** `inline`: this process runs refresh cycles. `pg-boss`: refresh workers take them from the queue. */
  readonly jobRunner: 'inline' | 'pg-boss';
  /** What `start()` starts. */
  readonly background: readonly BackgroundWork[];
  /** Whether tracking's start runs the periodic refresh scheduler (tests run cycles themselves). */
  readonly refreshSchedule: boolean;
  /** Features left out (tests that mount their own Telegram): alerts then have no chat channel. */
  readonly without?: ReadonlyArray<'telegram'>;
  /** Tests: shorter Telegram poll and pacing times. */
  readonly telegramTuning?: Partial<TelegramTuning>;
  /** Tests: shorter webhook retry delays and failure limits. */
  readonly alertsTuning?: AlertsModuleDeps['tuning'];
  /** Tests: S3 storage, a seeded choice, a fake Graph API, captured warnings. */
  readonly landingPages?: Partial<
    Pick<LandingPagesModuleDeps, 'storage' | 'random' | 'eventIds' | 'conversions' | 'logger'>
  >;
}

export interface Features {
  readonly accounts: AccountsModule;
  readonly site: ReturnType<typeof createSiteModule>;
  readonly catalog: CatalogModule;
  readonly tracking: TrackingModule;
  readonly alerts: AlertsModule;
  readonly analysis: AnalysisModule;
  readonly telegram: TelegramModule;
  readonly landingPages: LandingPagesModule;
  readonly dataSources: DataSourcesModule;
  readonly itemLinks: ItemLinksModule;
  readonly listening: ListeningModule;
  /** Starts the runtime's background work. */
  start(): Promise<void>;
  /** Stops every module's background work (the caller closes the database). */
  stop(): Promise<void>;
}

/**
 * Every feature module, wired once for every runtime (the API's `compose()`, the refresh worker and
 * `refresh-once`): each builds its own adapters; what one reads of another comes as a port
 * (docs/architecture.md#seams). A new feature adds its module here (README, "Adding a feature").
 */
export function composeFeatures(config: Config, deps: FeatureDeps, options: FeatureOptions): Features {
  const { database, clock, logger, mailer, musicService, secret, deezer } = deps;
  const { db } = database;
  const without = new Set(options.without);

  const accounts = createAccountsModule({
    config,
    db,
    clock,
    mailer,
    secret,
    logger,
    // Accounts comes first (Telegram and alerts read its notification settings); what it asks of
    // the others is asked only once requests arrive, when they are composed.
    chatLinks: { isLinked: (userId) => telegram.isTelegramLinked(userId) },
    trackedCounts: { trackedCounts: (userIds) => tracking.queries.trackedCounts(userIds) },
    ownedFiles: { removalOf: (userId) => landingPages.ownedFiles.removalOf(userId) },
    newDatabase: database.appliedMigrations.includes('001-accounts'),
  });
  const telegram = createTelegramModule({
    db,
    clock,
    config,
    logger,
    notificationSetting: accounts.notificationSettings,
    databaseUrl: config.databaseUrl,
    tuning: options.telegramTuning,
  });
  const tracking = createTrackingModule({
    db,
    music: musicService,
    clock,
    refreshIntervalMinutes: config.refreshIntervalMinutes,
    trackedItemsPerAccount: config.trackedItemsPerAccount,
    watchOpened: config.watchOpened,
    jobRunner: options.jobRunner,
    databaseUrl: config.databaseUrl,
    tuning: { schedule: options.refreshSchedule },
    // Each finished cycle goes to the alerts rules, in whichever process finishes it.
    alertsAfterCycle: () => alerts.afterCycle(),
    // Item links come later; a tracked artist or track is looked for on Deezer in the background.
    onItemTracked: ({ kind, spotifyId }) => {
      if (kind !== 'playlist') itemLinks.linkSoon({ kind, spotifyKey: spotifyId });
    },
    logger,
    musicServiceBudget: config.rateLimits.search,
    signedInReadBudget: config.rateLimits.signedInReads,
    placementsBudget: config.rateLimits.placements,
    listening: deps.listeningReads,
    // The catalog comes later (it reads tracking's queries) and accounts seeds its demo user at start.
    demo: { source: () => catalog.demoHistory, userId: () => accounts.seeded.demoUserId },
    // Asked only once requests arrive, when the catalog is composed.
    ownerPlaylists: {
      reachesService: (ownerKey) => catalog.ownerPlaylists.reachesService(ownerKey),
      listed: (ownerKey) => catalog.ownerPlaylists.listed(ownerKey),
    },
  });
  const alerts = createAlertsModule({
    db,
    clock,
    // Webhook retries follow the deployment's runner: every process works the same queue.
    config,
    logger,
    mailer,
    mailConfigured: deps.mailConfigured,
    subscribers: accounts.notificationSettings,
    watchlist: tracking.queries,
    placements: tracking.bottedPlacements,
    gradeTransitions: tracking.gradeTransitions,
    chat: without.has('telegram') ? null : telegramAlerts(telegram),
    tuning: options.alertsTuning,
  });
  const catalog = createCatalogModule({
    musicService,
    musicServiceBudget: config.rateLimits.search,
    followerHistory: tracking.queries,
    readings: tracking.queries,
    playlistTrackers: tracking.queries,
    curatorPlaylists: tracking.curatorPlaylists,
    openedItems: tracking.openedItems,
    coordinatedMoves: tracking.coordinatedMoves,
    listening: {
      listening: deps.listeningReads,
      followerCounts: { latest: (playlistIds) => tracking.queries.latestFollowers(playlistIds) },
      keptCharts: tracking.queries,
    },
    clock,
  });
  const site = createSiteModule({ config, db, clock, mailer });
  const analysis = createAnalysisModule({
    db,
    clock,
    config,
    musicService,
    figures: tracking.queries,
    publicUrl: config.publicUrl,
    reportPageBudgets: {
      pages: { max: config.rateLimits.reportPages.perIp, windowMs: config.rateLimits.reportPages.windowMs },
      previews: {
        max: config.rateLimits.reportPreviews.perIp,
        windowMs: config.rateLimits.reportPreviews.windowMs,
      },
    },
    reportLimits: {
      perUser: config.rateLimits.shareLinks.perAccount,
      windowMs: config.rateLimits.shareLinks.windowMs,
    },
    shareLinkRetentionDays: config.shareLinkRetentionDays,
    reportCacheBytes: config.reportCacheMb * 1024 * 1024,
    logger,
  });
  const landingPages = createLandingPagesModule({
    db,
    clock,
    config,
    secret,
    logger,
    storage: config.uploadStorage,
    ...options.landingPages,
  });
  const dataSources = createDataSourcesModule({
    db,
    clock,
    logger,
    sources: [
      ...(deps.musicServices.spotify
        ? [
            {
              service: 'spotify',
              source: config.musicSources.includes('demo') ? 'demo' : 'live',
              music: deps.musicServices.spotify,
            } as const,
          ]
        : []),
      ...(deezer ? [{ service: 'deezer', source: 'live', music: deezer } as const] : []),
    ],
    calls: deps.upstreamCalls,
  });
  const itemLinks = createItemLinksModule({
    db,
    clock,
    logger,
    spotify: musicService,
    deezer,
    readLimit: config.rateLimits.search,
    writeLimit: config.rateLimits.itemLinks,
  });

  const listening = createListeningModule({
    db,
    clock,
    logger,
    reads: deps.listeningReads,
    readsChanged: deps.listeningChanged,
    titles: {
      ofUser: async (userId) =>
        (await tracking.queries.trackedItemsOf([userId])).map((item) => ({
          kind: item.kind,
          key: item.spotifyId,
          name: item.name,
        })),
      tracksOf: async (userId) =>
        (await tracking.queries.trackedTracksOf(userId)).map(({ spotifyId, ...track }) => ({
          key: spotifyId,
          ...track,
        })),
    },
    followerReadings: {
      async since(playlistKeys, since) {
        const items = playlistKeys.map((spotifyId) => ({ kind: 'playlist' as const, spotifyId }));
        const byItem = await tracking.queries.recentReadings(items, since);
        const counts = new Map<string, Array<{ checked_at: string; followers: number }>>();
        for (const key of playlistKeys) {
          const readings = byItem.get(`playlist:${key}`) ?? [];
          const known = readings.flatMap(({ checked_at, followers }) =>
            followers === null ? [] : [{ checked_at, followers }],
          );
          if (known.length > 0) counts.set(key, known);
        }
        return counts;
      },
    },
    uploadLimit: config.rateLimits.upload,
    readLimit: config.rateLimits.signedInReads,
    demo: { source: () => catalog.demoListening, userId: () => accounts.seeded.demoUserId },
  });

  const starts: Record<BackgroundWork, () => Promise<void>> = {
    accounts: () => accounts.start(),
    alerts: () => alerts.start(),
    'telegram-poller': () => telegram.start(),
    'landing-pages': () => landingPages.start(),
    'share-links': () => analysis.start(),
    'refresh-jobs': () => tracking.startWorker(),
    tracking: () => tracking.start(),
    listening: () => listening.start(),
    'data-sources': () => dataSources.start(),
  };
  return {
    accounts,
    site,
    catalog,
    tracking,
    alerts,
    analysis,
    telegram,
    landingPages,
    dataSources,
    itemLinks,
    listening,
    async start() {
      for (const work of BACKGROUND_WORK) if (options.background.includes(work)) await starts[work]();
    },
    async stop() {
      await dataSources.stop();
      await itemLinks.stop();
      await telegram.stop();
      await tracking.stop();
      await alerts.stop();
      await landingPages.stop();
      await analysis.stop();
      await accounts.stop();
    },
  };
}
