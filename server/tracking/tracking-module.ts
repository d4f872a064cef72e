import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { GRADING_VERSION, type GradeTransition, gradeTransition } from '@domain/analytics';
import type { Clock, MusicService } from '@domain/ports';
import type { ApiModule } from '../http/api-module';
import type { DB } from '../db/schema';
import { infallibleValue } from '../platform/result';
import { consoleLogger, type Logger } from '../platform/logger';
import { InProcessCycleClaim } from './adapters/in-process-cycle-claim';
import { startRefreshScheduler } from './adapters/inline-refresh-scheduler';
import { KyselyHistoryImport } from './adapters/kysely-history-import';
import { KyselyItemSummaries } from './adapters/kysely-item-summaries';
import { KyselyNewPlacements } from './adapters/kysely-new-placements';
import { KyselyPlacements } from './adapters/kysely-placements';
import { KyselyPlaylistGradeInputs } from './adapters/kysely-playlist-grade-inputs';
import { KyselyRecentReadings } from './adapters/kysely-recent-readings';
import { KyselyRefreshCycles } from './adapters/kysely-refresh-cycles';
import { KyselySnapshotHistory } from './adapters/kysely-snapshot-history';
import { KyselySnapshots } from './adapters/kysely-snapshots';
import { KyselyTrackedItems } from './adapters/kysely-tracked-items';
import { KyselyTrackingStarts } from './adapters/kysely-tracking-starts';
import {
  MemoryHistoryCache,
  OWN_DATABASE_CACHE_MS,
  SHARED_DATABASE_CACHE_MS,
} from './adapters/memory-history-cache';
import { PostgresCycleClaim } from './adapters/postgres-cycle-claim';
import {
  PgBossRefreshQueue,
  type RefreshJobHandlers,
  type RefreshWorkerOptions,
  startRefreshBoss,
  startRefreshWorker,
} from './adapters/pg-boss-refresh-queue';
import type { BottedPlacements, DemoHistorySource, GradeTransitions, TrackingQueries } from './ports';
import { DEFAULT_REFRESH_TUNING, type RefreshTuning } from './refresh-tuning';
import { registerAdminRefreshRoute } from './routes/admin-refresh-route';
import { registerHistoryCsvRoutes } from './routes/history-csv-routes';
import { registerHistoryRoutes } from './routes/history-routes';
import { registerPlacementsRoutes } from './routes/placements-routes';
import type { SignedInReadBudget } from './routes/signed-in-read-budget';
import { registerTrackingRoutes, type TrackingWriteBudget } from './routes/tracking-routes';
import { trackingQueries } from './tracking-queries';
import {
  type CheckQueuedCycleDeps,
  type CheckQueuedCycleOptions,
  checkQueuedCycle,
} from './use-cases/check-queued-cycle';
import { isCycleDue } from './use-cases/is-cycle-due';
import { listBottedPlacements } from './use-cases/list-botted-placements';
import {
  type RefreshQueuedItemsDeps,
  type RefreshQueuedItemsOptions,
  refreshQueuedItems,
} from './use-cases/refresh-queued-items';
import { type CycleRun, runRefreshCycle } from './use-cases/run-refresh-cycle';
import { type DemoHistoryOptions, seedDemoHistory } from './use-cases/seed-demo-history';
import { type StartQueuedCycleDeps, startQueuedCycle } from './use-cases/start-queued-cycle';

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
  /**
   * Starting to track reads the item from the music service: it spends the catalog's per-IP budget
   * (the same count) and a budget of its own per account. Unset: no routes are served (a worker).
   */
  readonly musicServiceBudget?: TrackingWriteBudget;
  /** Each account's budget of signed-in reads (status, lists, histories); unset: unlimited. */
  readonly signedInReadBudget?: SignedInReadBudget;
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
  /** Gives the demo user a year of history from the demo catalog, unless they track something. */
  seedDemoHistory(source: DemoHistorySource, options: DemoHistoryOptions): Promise<number>;
  /**
   * Runs (or resumes) a cycle in this process now; joins the one already running here. Null when
   * another process (on the same PostgreSQL database) is running one.
   */
  runCycleNow(): Promise<CycleRun | null>;
  /**
   * Starts the scheduler (and, for pg-boss, its queue connection), and re-grades in the background
   * the stored grades of an older grading version.
   */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Makes this process a pg-boss refresh worker (`npm run worker`). */
  startWorker(): Promise<void>;
}

/** The tracking feature's wiring: its adapters, routes, refresh scheduler and workers. */
export function createTrackingModule(deps: TrackingModuleDeps): TrackingModule {
  const tuning = { ...DEFAULT_REFRESH_TUNING, ...deps.tuning };
  const log = (message: string) => (deps.logger ?? consoleLogger).info(message);
  const ports = {
    music: deps.music,
    clock: deps.clock,
    items: new KyselyTrackedItems(deps.db),
    summaries: new KyselyItemSummaries(deps.db),
    starts: new KyselyTrackingStarts(deps.db),
    snapshots: new KyselySnapshots(deps.db),
    history: new KyselySnapshotHistory(deps.db),
    placements: new KyselyPlacements(deps.db),
    gradeInputs: new KyselyPlaylistGradeInputs(deps.db),
    newPlacements: new KyselyNewPlacements(deps.db),
    cycles: new KyselyRefreshCycles(deps.db),
    // Without DATABASE_URL the embedded database is this process's alone: all writes invalidate here.
    historyCache: new MemoryHistoryCache(deps.databaseUrl ? SHARED_DATABASE_CACHE_MS : OWN_DATABASE_CACHE_MS),
  };
  const afterCycle = async (cycleId: number) => {
    try {
      await ports.summaries.regradeCarryingTracksOf(cycleId);
    } catch (error) {
      (deps.logger ?? consoleLogger).error(
        `Re-grading playlists after cycle ${cycleId} failed: ${String(error)}`,
      );
    }
    ports.historyCache.invalidate();
    if (await ports.cycles.claimNotifications(cycleId, deps.clock.now())) await deps.alertsAfterCycle();
  };
  let running: Promise<CycleRun | null> | null = null;
  // Grades stored under older grading rules, recomputed in the background once the app is up.
  let regrading: Promise<void> | null = null;
  const regradeStaleSummaries = async () => {
    try {
      const regraded = await ports.summaries.regradeStale();
      if (regraded > 0) {
        ports.historyCache.invalidate();
        log(`Re-graded ${regraded} stored playlist grades under grading version ${GRADING_VERSION}.`);
      }
    } catch (error) {
      (deps.logger ?? consoleLogger).error(`Re-grading stored playlist grades failed: ${String(error)}`);
    }
  };
  let boss: PgBoss | null = null;
  const stops: Array<() => Promise<void>> = [];
  // One inline cycle at a time across the processes on the database.
  const claim = deps.databaseUrl
    ? new PostgresCycleClaim(deps.databaseUrl)
    : new InProcessCycleClaim(deps.db);
  const claimedCycle = async (): Promise<CycleRun | null> => {
    if (!(await claim.tryAcquire())) return null;
    try {
      return infallibleValue(await runRefreshCycle(ports, { ...tuning, afterCycle }));
    } finally {
      await claim.release();
    }
  };

  const runCycleNow = () => {
    running ??= claimedCycle().finally(() => {
      running = null;
      ports.historyCache.invalidate();
    });
    return running;
  };
  const connectBoss = async () => {
    if (!deps.databaseUrl) throw new Error('JOB_RUNNER=pg-boss needs DATABASE_URL (PostgreSQL).');
    boss ??= await startRefreshBoss(deps.databaseUrl, deps.logger ?? consoleLogger);
    return boss;
  };

  return {
    apiModule: async (app) => {
      registerTrackingRoutes(app, ports, deps.musicServiceBudget, deps.signedInReadBudget);
      registerHistoryRoutes(app, ports, deps.signedInReadBudget);
      registerHistoryCsvRoutes(app, ports, deps.signedInReadBudget);
      registerPlacementsRoutes(app, ports);
      registerAdminRefreshRoute(app, runCycleNow);
    },
    queries: trackingQueries({ ...ports, recent: new KyselyRecentReadings(deps.db) }),
    bottedPlacements: {
      since: async (after) => infallibleValue(await listBottedPlacements(ports, { after })),
    },
    gradeTransitions: {
      of: async (playlistIds) => {
        const transitions = new Map<string, GradeTransition>();
        for (const [id, input] of await ports.gradeInputs.of(playlistIds)) {
          const transition = gradeTransition(input);
          if (transition) transitions.set(id, transition);
        }
        return transitions;
      },
    },
    seedDemoHistory: async (source, options) =>
      infallibleValue(
        await seedDemoHistory({ historyImport: new KyselyHistoryImport(deps.db), source }, options),
      ),
    runCycleNow,
    async start() {
      regrading ??= regradeStaleSummaries();
      if (!tuning.schedule) return;
      const queue = deps.jobRunner === 'pg-boss' ? new PgBossRefreshQueue(await connectBoss()) : null;
      const intervalMinutes = deps.refreshIntervalMinutes;
      const scheduler = startRefreshScheduler({
        isDue: async () =>
          infallibleValue(
            await isCycleDue(ports, {
              now: deps.clock.now(),
              intervalMinutes,
              resumeUnfinished: queue === null,
            }),
          ),
        runCycle: queue ? () => queue.requestCycle() : runCycleNow,
        intervalMinutes,
        log,
      });
      stops.push(() => scheduler.stop());
    },
    async startWorker() {
      const connected = await connectBoss();
      const queued = { ...ports, queue: new PgBossRefreshQueue(connected) };
      const options = {
        ...tuning,
        retryDelaySeconds: Math.ceil(tuning.retryDelayMs / 1000),
        intervalMinutes: deps.refreshIntervalMinutes,
        afterCycle,
      };
      const stopWorker = await startRefreshWorker(connected, refreshJobHandlers(queued, options), options);
      stops.push(stopWorker);
    },
    async stop() {
      await regrading;
      for (const stop of stops.splice(0).reverse()) await stop();
      await running?.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
      boss = null;
    },
  };
}

export interface PgBossRefreshOptions
  extends RefreshQueuedItemsOptions,
    CheckQueuedCycleOptions,
    RefreshWorkerOptions {
  /** A cycle request arriving sooner than this after the last cycle started is dropped (unless forced). */
  readonly intervalMinutes: number;
}

/** A pg-boss refresh worker's job handlers: the queued-refresh use cases on the given ports. */
export function refreshJobHandlers(
  deps: StartQueuedCycleDeps & RefreshQueuedItemsDeps & CheckQueuedCycleDeps,
  options: PgBossRefreshOptions,
): RefreshJobHandlers {
  return {
    cycle: async (force) =>
      infallibleValue(await startQueuedCycle(deps, { force, intervalMinutes: options.intervalMinutes })),
    items: async (jobs) => infallibleValue(await refreshQueuedItems(deps, { ...options, jobs })),
    finishCheck: async (check) => infallibleValue(await checkQueuedCycle(deps, { ...options, check })),
  };
}
