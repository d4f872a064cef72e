import type PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import type { MusicService } from '@domain/ports';
import type { Clock } from '@domain/ports/clock';
import type { ApiModule } from '../app';
import type { PlaylistFollowerHistory } from '../catalog/playlist-follower-history';
import type { DB } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { HistoryCache } from './history-cache';
import { type CycleRun, runInlineCycle } from './inline-refresh';
import { sendCycleDigests } from './notification-digest';
import { requestCycle, startRefreshBoss, startRefreshWorker } from './pg-boss-refresh';
import { startRefreshScheduler } from './refresh-scheduler';
import { DEFAULT_REFRESH_TUNING, type RefreshTuning } from './refresh-tuning';
import { SnapshotPlaylistFollowerHistory } from './snapshot-follower-history';
import { createTrackingModule } from './tracking-module';

export interface TrackingRuntimeOptions {
  readonly db: Kysely<DB>;
  readonly music: MusicService;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  readonly refreshIntervalMinutes: number;
  /** `inline`: cycles run in this process. `pg-boss`: this process only schedules; workers read. */
  readonly jobRunner: 'inline' | 'pg-boss';
  /** Required for pg-boss (PostgreSQL only). */
  readonly databaseUrl?: string;
  readonly tuning?: Partial<RefreshTuning>;
  readonly log?: (message: string) => void;
}

export interface TrackingRuntime {
  /** Tracking, history and admin-refresh routes (under `/api`). */
  readonly apiModule: ApiModule;
  /** For the catalog's `chart_analysis`. */
  readonly followerHistory: PlaylistFollowerHistory;
  /** Runs (or resumes) a cycle in this process now; joins the one already running here. */
  runCycleNow(): Promise<CycleRun>;
  /** Starts the scheduler (and, for pg-boss, its queue connection). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Makes this process a pg-boss refresh worker (`npm run worker`). */
  startWorker(): Promise<void>;
}

/** Assembles the tracking feature from its ports; the composition root supplies the adapters. */
export function createTrackingRuntime(options: TrackingRuntimeOptions): TrackingRuntime {
  const tuning = { ...DEFAULT_REFRESH_TUNING, ...options.tuning };
  const deps = { db: options.db, music: options.music, clock: options.clock };
  const log = options.log ?? ((message: string) => console.log(message));
  const historyCache = new HistoryCache();
  const afterCycle = async (cycleId: number) => {
    historyCache.invalidate();
    const sent = await sendCycleDigests({ ...options, db: options.db }, cycleId);
    if (sent > 0) log(`refresh cycle ${cycleId}: ${sent} notification digest(s) sent`);
  };
  let running: Promise<CycleRun> | null = null;
  let boss: PgBoss | null = null;
  const stops: Array<() => Promise<void>> = [];

  const runCycleNow = () => {
    running ??= runInlineCycle(deps, { ...tuning, afterCycle }).finally(() => {
      running = null;
      historyCache.invalidate();
    });
    return running;
  };
  const connectBoss = async () => {
    if (!options.databaseUrl) throw new Error('JOB_RUNNER=pg-boss needs DATABASE_URL (PostgreSQL).');
    boss ??= await startRefreshBoss(options.databaseUrl);
    return boss;
  };

  return {
    apiModule: createTrackingModule({ ...deps, runCycleNow, historyCache }),
    followerHistory: new SnapshotPlaylistFollowerHistory(options.db),
    runCycleNow,
    async start() {
      if (!tuning.schedule) return;
      const queue = options.jobRunner === 'pg-boss' ? await connectBoss() : null;
      const scheduler = startRefreshScheduler({
        db: options.db,
        clock: options.clock,
        intervalMinutes: options.refreshIntervalMinutes,
        resumeUnfinished: queue === null,
        runCycle: queue ? () => requestCycle(queue) : runCycleNow,
        log,
      });
      stops.push(() => scheduler.stop());
    },
    async startWorker() {
      const queue = await connectBoss();
      const stopWorker = await startRefreshWorker(queue, deps, {
        ...tuning,
        retryDelaySeconds: Math.ceil(tuning.retryDelayMs / 1000),
        intervalMinutes: options.refreshIntervalMinutes,
        afterCycle,
      });
      stops.push(stopWorker);
    },
    async stop() {
      for (const stop of stops.splice(0).reverse()) await stop();
      await running?.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
      boss = null;
    },
  };
}
