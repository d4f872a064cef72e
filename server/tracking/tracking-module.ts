import type { Kysely } from 'kysely';
import type { ListeningReads } from '@domain/listening';
import { GRADING_VERSION, type GradeTransition, gradeTransition } from '@domain/analytics';
import type { Clock, MusicService } from '@domain/ports';
import type { ApiModule } from '../http/api-module';
import type { DB } from '../db/schema';
import { infallibleValue } from '../platform/result';
import { consoleLogger, type Logger } from '../platform/logger';
import { cachedTrackingReads } from './adapters/cached-tracking-reads';
import { KyselyHistoryImport } from './adapters/kysely-history-import';
import { KyselyItemSummaries } from './adapters/kysely-item-summaries';
import { KyselyNewPlacements } from './adapters/kysely-new-placements';
import { KyselyPlacementDigests } from './adapters/kysely-placement-digests';
import { KyselyPlacements } from './adapters/kysely-placements';
import { KyselyPlaylistGradeInputs } from './adapters/kysely-playlist-grade-inputs';
import { KyselyReadReasons } from './adapters/kysely-read-reasons';
import { KyselyRecentReadings } from './adapters/kysely-recent-readings';
import { KyselyRefreshProgress } from './adapters/kysely-refresh-progress';
import { KyselyRefreshCycles } from './adapters/kysely-refresh-cycles';
import { KyselySnapshotRetention } from './adapters/kysely-snapshot-retention';
import { KyselySnapshotHistory } from './adapters/kysely-snapshot-history';
import { KyselySnapshots } from './adapters/kysely-snapshots';
import { KyselyTrackedItems } from './adapters/kysely-tracked-items';
import { KyselyTrackingStarts } from './adapters/kysely-tracking-starts';
import {
  curatorAnswersId,
  MemoryHistoryCache,
  OWN_DATABASE_CACHE_MS,
  SHARED_DATABASE_CACHE_MS,
} from './adapters/memory-history-cache';
import type {
  BottedPlacements,
  DemoHistorySource,
  GradeTransitions,
  ItemSummaries,
  ItemTrackedHook,
  OwnerPlaylistListings,
  OpenedItem,
  PlaylistGradeInputs,
  ReportedOpen,
  RefreshProgressReader,
  TrackingQueries,
  WatchBudget,
} from './ports';
import { createRefreshRunner } from './refresh-runner';
import { DEFAULT_REFRESH_TUNING, type RefreshTuning } from './refresh-tuning';
import { registerAdminRefreshRoute } from './routes/admin-refresh-route';
import { registerAdminWatchedRoutes } from './routes/admin-watched-routes';
import { KyselyWatchedItems } from './adapters/kysely-watched-items';
import { OpenedBuffer } from './opened-buffer';
import { OpenedToday } from './opened-today';
import { watchOpened } from './use-cases/watch-opened';
import { registerHistoryCsvRoutes } from './routes/history-csv-routes';
import { registerHistoryRoutes } from './routes/history-routes';
import { type PlacementsBudget, registerPlacementsRoutes } from './routes/placements-routes';
import type { SignedInReadBudget } from './routes/signed-in-read-budget';
import { KyselyCuratorPages } from './adapters/kysely-curator-pages';
import { registerCuratorRoutes } from './routes/curator-routes';
import { coordinatedMoveReasonFor } from './use-cases/curator-page';
import { KyselyCuratorPlaylists } from './adapters/kysely-curator-playlists';
import { registerBulkTrackRoute } from './routes/bulk-track-route';
import { registerTrackingRoutes, type TrackingWriteBudget } from './routes/tracking-routes';
import { trackingQueries } from './tracking-queries';
import type { CycleRun } from './use-cases/run-refresh-cycle';
import { listBottedPlacements } from './use-cases/list-botted-placements';
import { seedDemoHistory } from './use-cases/seed-demo-history';

export interface TrackingModuleDeps {
  readonly db: Kysely<DB>;
  readonly music: MusicService;
  readonly clock: Clock;
  readonly refreshIntervalMinutes: number;
  /** `inline`: cycles run in this process. `pg-boss`: this process only schedules; workers read. */
  readonly jobRunner: 'inline' | 'pg-boss';
  /** Required for pg-boss (PostgreSQL only). */
  readonly databaseUrl?: string;
  readonly tuning?: Partial<RefreshTuning>;
  /** Where cycle reports go (default: the console). */
  readonly logger?: Logger;
  /** Turns each finished cycle into alerts (the alerts feature's rules); runs once per cycle (claimed on it). */
  readonly alertsAfterCycle: () => Promise<void>;
  /** Told of each item a user starts tracking (item links look for its Deezer twin). */
  readonly onItemTracked?: ItemTrackedHook;
  /**
   * Starting to track reads the item from the music service: it spends the catalog's per-IP budget
   * (the same count) and a budget of its own per account. Unset: no routes are served (a worker).
   */
  readonly musicServiceBudget?: TrackingWriteBudget;
  /** Each account's budget of signed-in reads (status, lists, histories); unset: unlimited. */
  readonly signedInReadBudget?: SignedInReadBudget;
  /** Each account's imported listening, weighed in its dashboard's playlist grades; unset: not weighed. */
  readonly listening?: ListeningReads;
  /** The anonymous placements listings' per-IP budget; unset: unlimited. */
  readonly placementsBudget?: PlacementsBudget;
  /**
   * Seeds the demo user's year of history at start, unless they track something. Both are read at
   * start: the demo catalog (none on Spotify) and the demo user (seeded by accounts' start).
   */
  readonly demo?: {
    readonly source: () => DemoHistorySource | undefined;
    readonly userId: () => number | null;
  };
  /** The most items one account may track (`TRACKED_ITEMS_PER_ACCOUNT`); unset: no cap. */
  readonly trackedItemsPerAccount?: number;
  /** Watching what people open (`WATCH_OPENED*`); null or unset: off. */
  readonly watchOpened?: WatchBudget | null;
  /** Curators' public playlists where their service lists them (the catalog's); unset: none listed. */
  readonly ownerPlaylists?: OwnerPlaylistListings;
}

export interface TrackingModule {
  /** Tracking, history (JSON and CSV) and admin-refresh routes (under `/api`). */
  readonly apiModule: ApiModule;
  /** What other features read of tracking's records (the catalog, the analysis, accounts). */
  readonly queries: TrackingQueries;
  /** New landings of tracked artists and tracks on playlists graded `likely_botted` (alerts' events). */
  readonly bottedPlacements: BottedPlacements;
  /** Playlists' grades before and after their latest count, graded as their pages grade them (alerts). */
  readonly gradeTransitions: GradeTransitions;
  /** Where the refresh cycles stand (the API's `/metrics`). */
  readonly refreshProgress: RefreshProgressReader;
  /** One owner's tracked playlists with their latest followers and grade (the catalog's first look). */
  readonly curatorPlaylists: Pick<KyselyCuratorPlaylists, 'ofOwner'>;
  /**
   * Told, without waiting, of each item page a visitor's browser read (the catalog's item routes):
   * it is watched within the operator's budget (docs/configuration.md#watching-what-people-open).
   */
  readonly openedItems: { opened(item: ReportedOpen, userAgent: string | undefined): void };
  /** The coordinated-move reason of a tracked playlist's verdict (the catalog's playlist page). */
  readonly coordinatedMoves: { reasonFor(playlistId: string): Promise<string | null> };
  /**
   * Runs (or resumes) a cycle in this process now; joins the one already running here. Null when
   * another process (on the same PostgreSQL database) is running one.
   */
  runCycleNow(): Promise<CycleRun | null>;
  /**
   * Seeds the demo history (with `demo`), starts the scheduler (and, for pg-boss, its queue
   * connection), and re-grades in the background the stored grades of an older grading version.
   */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Makes this process a pg-boss refresh worker (`npm run worker`). */
  startWorker(): Promise<void>;
}

/** The cached answer under which a playlist's coordinated-move reason is kept. */
const COORDINATED_MOVES_ANSWER = 'coordinated-moves';

/** The tracking feature's wiring: its adapters, read cache, routes and refresh runner. */
export function createTrackingModule(deps: TrackingModuleDeps): TrackingModule {
  const logger = deps.logger ?? consoleLogger;
  const watchBudget = deps.watchOpened ?? null;
  const openedToday = new OpenedToday();
  // Without DATABASE_URL the embedded database is this process's alone: every write is heard here.
  const cache = new MemoryHistoryCache(deps.databaseUrl ? SHARED_DATABASE_CACHE_MS : OWN_DATABASE_CACHE_MS);
  const watchedItems = new KyselyWatchedItems(deps.db, cache);
  const opens = new OpenedBuffer({ watched: watchedItems, maxItems: watchBudget?.maxItems ?? 0, logger });
  const watching = {
    clock: deps.clock,
    budget: watchBudget,
    firstToday: (key: string, now: Date) => openedToday.firstToday(key, now),
    hold: (item: OpenedItem, at: Date) => opens.hold(item, at),
  };
  // The admin view and switch see this process's held opens written first.
  const watchAdmin = {
    clock: deps.clock,
    budget: watchBudget,
    watched: {
      overview: async (now: Date, limit: number) => {
        await opens.flush();
        return watchedItems.overview(now, limit);
      },
      paused: () => watchedItems.paused(),
      setPaused: async (paused: boolean, now: Date) => {
        await opens.flush();
        await watchedItems.setPaused(paused, now);
      },
    },
  };
  const reads = {
    history: new KyselySnapshotHistory(deps.db),
    summaries: new KyselyItemSummaries(deps.db, cache),
    placements: new KyselyPlacements(deps.db),
    gradeInputs: new KyselyPlaylistGradeInputs(deps.db),
    placementDigests: new KyselyPlacementDigests(deps.db),
  };
  const ports = {
    music: deps.music,
    clock: deps.clock,
    onItemTracked: deps.onItemTracked,
    trackedItemsPerAccount: deps.trackedItemsPerAccount,
    items: new KyselyTrackedItems(deps.db, cache),
    starts: new KyselyTrackingStarts(deps.db, cache),
    snapshots: new KyselySnapshots(deps.db, cache),
    cycles: new KyselyRefreshCycles(deps.db, watchBudget),
    newPlacements: new KyselyNewPlacements(deps.db),
    ...cachedTrackingReads(reads, cache, deps.databaseUrl ? 'server' : 'embedded'),
  };
  const runner = createRefreshRunner({
    ports,
    db: deps.db,
    tuning: { ...DEFAULT_REFRESH_TUNING, ...deps.tuning },
    refreshIntervalMinutes: deps.refreshIntervalMinutes,
    jobRunner: deps.jobRunner,
    databaseUrl: deps.databaseUrl,
    logger,
    alertsAfterCycle: deps.alertsAfterCycle,
    retention: new KyselySnapshotRetention(deps.db, cache),
  });
  const historyImport = new KyselyHistoryImport(deps.db, cache);
  const seedDemo = async () => {
    const source = deps.demo?.source();
    const userId = deps.demo?.userId() ?? null;
    if (source && userId !== null)
      await seedDemoHistory({ historyImport, source }, { userId, now: deps.clock.now() });
  };
  const curatorPages = { curators: new KyselyCuratorPages(deps.db), clock: deps.clock };
  const curatorListings = deps.ownerPlaylists;
  const curatorPlaylists = new KyselyCuratorPlaylists(deps.db);
  // Grades stored under older grading rules, recomputed in the background once the app is up.
  let regrading: Promise<void> | null = null;

  return {
    apiModule: async (app) => {
      const budgets = { writeBudget: deps.musicServiceBudget, readBudget: deps.signedInReadBudget };
      registerTrackingRoutes(app, { ...ports, ...budgets, listening: deps.listening });
      registerBulkTrackRoute(app, { ...ports, ...budgets });
      registerHistoryRoutes(app, {
        ...ports,
        ...budgets,
        kept: deps.listening,
        reasons: new KyselyReadReasons(deps.db, cache),
      });
      registerHistoryCsvRoutes(app, { ...ports, ...budgets, kept: deps.listening });
      registerPlacementsRoutes(app, { ...ports, budget: deps.placementsBudget });
      registerCuratorRoutes(app, {
        ...curatorPages,
        listings: curatorListings,
        budget: deps.placementsBudget,
        musicServiceBudget: deps.musicServiceBudget,
      });
      registerAdminRefreshRoute(app, runner);
      registerAdminWatchedRoutes(app, watchAdmin);
    },
    openedItems: { opened: (item, userAgent) => watchOpened(watching, item, userAgent) },
    queries: trackingQueries({ ...ports, recent: new KyselyRecentReadings(deps.db) }),
    refreshProgress: new KyselyRefreshProgress(deps.db),
    // Kept per owner: any playlist's snapshot drops them all, a new playlist row of the owner theirs.
    curatorPlaylists: {
      ofOwner: (ownerId, exceptPlaylistId) =>
        cache.value(
          'playlist',
          curatorAnswersId(ownerId),
          `curator-grades:${exceptPlaylistId}`,
          () => curatorPlaylists.ofOwner(ownerId, exceptPlaylistId),
          (others) => others === null || others.length === 0,
        ),
    },
    // Kept with the playlist's history: any playlist's snapshot (or rename) drops every cached answer.
    coordinatedMoves: {
      reasonFor: (playlistId) =>
        cache.value('playlist', playlistId, COORDINATED_MOVES_ANSWER, () =>
          coordinatedMoveReasonFor(curatorPages, playlistId),
        ),
    },
    bottedPlacements: {
      since: async (after) =>
        infallibleValue(await listBottedPlacements({ ...ports, gradeInputs: reads.gradeInputs }, { after })),
    },
    gradeTransitions: gradeTransitionsOf(reads.gradeInputs),
    runCycleNow: runner.runCycleNow,
    async start() {
      regrading ??= regradeStale(ports.summaries, logger);
      await seedDemo();
      await runner.startScheduler();
    },
    startWorker: () => runner.startWorker(),
    async stop() {
      await regrading;
      await runner.stop();
      await opens.flush();
    },
  };
}

/** Playlists' grades before and after their latest count, as their pages grade them (alerts read fresh). */
function gradeTransitionsOf(gradeInputs: PlaylistGradeInputs): GradeTransitions {
  return {
    of: async (playlistIds) => {
      const transitions = new Map<string, GradeTransition>();
      for (const [id, input] of await gradeInputs.of(playlistIds)) {
        const transition = gradeTransition(input);
        if (transition) transitions.set(id, transition);
      }
      return transitions;
    },
  };
}

/** Re-grades the stored grades of an older grading version; a failure is logged, never thrown. */
async function regradeStale(summaries: Pick<ItemSummaries, 'regradeStale'>, logger: Logger): Promise<void> {
  try {
    const regraded = await summaries.regradeStale();
    if (regraded > 0)
      logger.info(`Re-graded ${regraded} stored playlist grades under grading version ${GRADING_VERSION}.`);
  } catch (error) {
    logger.error(`Re-grading stored playlist grades failed: ${String(error)}`);
  }
}
