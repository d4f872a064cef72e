import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/schema';
import type { Logger } from '../platform/logger';
import { infallibleValue } from '../platform/result';
import { InProcessCycleClaim } from './adapters/in-process-cycle-claim';
import { startRefreshScheduler } from './adapters/inline-refresh-scheduler';
import {
  PgBossRefreshQueue,
  type RefreshJobHandlers,
  type RefreshWorkerOptions,
  startRefreshBoss,
  startRefreshWorker,
} from './adapters/pg-boss-refresh-queue';
import { PostgresCycleClaim } from './adapters/postgres-cycle-claim';
import type { CycleClaim, ItemSummaries, SnapshotRetention } from './ports';
import type { RefreshTuning } from './refresh-tuning';
import {
  type CheckQueuedCycleDeps,
  type CheckQueuedCycleOptions,
  checkQueuedCycle,
} from './use-cases/check-queued-cycle';
import { isCycleDue } from './use-cases/is-cycle-due';
import {
  type RefreshQueuedItemsDeps,
  type RefreshQueuedItemsOptions,
  refreshQueuedItems,
} from './use-cases/refresh-queued-items';
import { type CycleRun, type RunRefreshCycleDeps, runRefreshCycle } from './use-cases/run-refresh-cycle';
import { type StartQueuedCycleDeps, startQueuedCycle } from './use-cases/start-queued-cycle';

/** The ports the cycle use cases read and write (the queue is the runner's own, for pg-boss). */
export interface RefreshPorts extends RunRefreshCycleDeps {
  readonly summaries: Pick<ItemSummaries, 'regradeCarryingTracksOf'>;
}

export interface RefreshRunnerDeps {
  readonly ports: RefreshPorts;
  /** Where the in-process cycle claim is kept (without `databaseUrl`). */
  readonly db: Kysely<DB>;
  readonly tuning: RefreshTuning;
  readonly refreshIntervalMinutes: number;
  readonly jobRunner: 'inline' | 'pg-boss';
  /** PostgreSQL: the cycle claim is an advisory lock there, and pg-boss's queue lives there. */
  readonly databaseUrl?: string;
  readonly logger: Logger;
  readonly alertsAfterCycle: () => Promise<void>;
  /** Thinned once a cycle, by the process that sends its notifications. */
  readonly retention: SnapshotRetention;
}

/** The refresh cycles' lifecycle: claim, run, after-cycle, the scheduler and the pg-boss worker. */
export interface RefreshRunner {
  /** Runs (or resumes) a cycle here now; joins the one running here; null when another process runs one. */
  runCycleNow(): Promise<CycleRun | null>;
  /** Schedules cycles: inline here, or (pg-boss) as requests to the workers. Nothing unless `tuning.schedule`. */
  startScheduler(): Promise<void>;
  /** Makes this process a pg-boss refresh worker. */
  startWorker(): Promise<void>;
  /** Stops the scheduler and worker, waits for the cycle under way, closes the queue connection. */
  stop(): Promise<void>;
}

export function createRefreshRunner(deps: RefreshRunnerDeps): RefreshRunner {
  const { ports, tuning, logger } = deps;
  const afterCycle = afterEachCycle(deps);
  // One inline cycle at a time across the processes on the database.
  const claim: CycleClaim = deps.databaseUrl
    ? new PostgresCycleClaim(deps.databaseUrl)
    : new InProcessCycleClaim(deps.db);
  let running: Promise<CycleRun | null> | null = null;
  let boss: PgBoss | null = null;
  const stops: Array<() => Promise<void>> = [];

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
    });
    return running;
  };
  const connectBoss = async () => {
    if (!deps.databaseUrl) throw new Error('JOB_RUNNER=pg-boss needs DATABASE_URL (PostgreSQL).');
    boss ??= await startRefreshBoss(deps.databaseUrl, logger);
    return boss;
  };

  return {
    runCycleNow,
    async startScheduler() {
      if (!tuning.schedule) return;
      const queue = deps.jobRunner === 'pg-boss' ? new PgBossRefreshQueue(await connectBoss()) : null;
      const intervalMinutes = deps.refreshIntervalMinutes;
      const scheduler = startRefreshScheduler({
        isDue: async () =>
          infallibleValue(
            await isCycleDue(ports, {
              now: ports.clock.now(),
              intervalMinutes,
              resumeUnfinished: queue === null,
            }),
          ),
        runCycle: queue ? () => queue.requestCycle() : runCycleNow,
        intervalMinutes,
        log: (message) => logger.info(message),
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
      stops.push(await startRefreshWorker(connected, refreshJobHandlers(queued, options), options));
    },
    async stop() {
      for (const stop of stops.splice(0).reverse()) await stop();
      await running?.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
      boss = null;
    },
  };
}

/**
 * After a cycle: re-grades the playlists carrying the tracks it read, then (once per cycle, for
 * whichever process claims it) hands the cycle to the alerts and thins the stored readings.
 */
function afterEachCycle(deps: RefreshRunnerDeps): (cycleId: number) => Promise<void> {
  return async (cycleId) => {
    try {
      await deps.ports.summaries.regradeCarryingTracksOf(cycleId);
    } catch (error) {
      deps.logger.error(`Re-grading playlists after cycle ${cycleId} failed: ${String(error)}`);
    }
    if (!(await deps.ports.cycles.claimNotifications(cycleId, deps.ports.clock.now()))) return;
    await deps.alertsAfterCycle();
    try {
      const thinned = await deps.retention.thin(deps.ports.clock.now());
      if (thinned > 0) deps.logger.info(`Retention thinned ${thinned} readings after cycle ${cycleId}`);
    } catch (error) {
      deps.logger.error(`Thinning readings after cycle ${cycleId} failed: ${String(error)}`);
    }
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
