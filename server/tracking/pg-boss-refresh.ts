import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { type DueItem, dueItems, finishCycle, findCycle, openCycle, recordFailure } from './cycle-store';
import { isCycleDue } from './refresh-scheduler';
import { type RefreshDeps, describeError, isRetryable, refreshBatch } from './refresh-batch';

export const REFRESH_QUEUES = {
  cycle: 'tracking-cycle',
  item: 'tracking-item',
  finish: 'tracking-finish',
} as const;

export interface PgBossRefreshOptions {
  /** Reads in flight per fetched batch of item jobs. */
  readonly concurrency: number;
  /** Item jobs fetched (and their snapshots written) together. */
  readonly jobsPerFetch: number;
  readonly attempts: number;
  /** The n-th retry of an item starts `retryDelaySeconds × n` later. */
  readonly retryDelaySeconds: number;
  /** How often the cycle's completion is checked. */
  readonly finishCheckSeconds: number;
  readonly pollingIntervalSeconds: number;
  /** A cycle job arriving sooner than this after the last cycle started is dropped (unless forced). */
  readonly intervalMinutes: number;
  readonly afterCycle?: (cycleId: number) => Promise<void>;
}

interface CycleJob {
  readonly force: boolean;
}

interface ItemJob {
  readonly cycleId: number;
  readonly item: DueItem;
  readonly attempt: number;
}

interface FinishJob {
  readonly cycleId: number;
  readonly lastDue: number;
  readonly stalls: number;
}

/** Starts pg-boss on PostgreSQL (its own schema and pool, never PGlite) and creates the queues. */
export async function startRefreshBoss(connectionString: string): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, max: 4 });
  boss.on('error', (error) => console.error(`pg-boss: ${error.message}`));
  await boss.start();
  await boss.createQueue(REFRESH_QUEUES.cycle, { name: REFRESH_QUEUES.cycle, policy: 'stately' });
  await boss.createQueue(REFRESH_QUEUES.item, { name: REFRESH_QUEUES.item, expireInSeconds: 600 });
  await boss.createQueue(REFRESH_QUEUES.finish, { name: REFRESH_QUEUES.finish, policy: 'stately' });
  return boss;
}

/**
 * Asks the workers for a cycle (deduplicated: at most one waiting cycle job). Unless `force`, a
 * worker drops it when another process already started this interval's cycle.
 */
export async function requestCycle(boss: PgBoss, force = false): Promise<void> {
  await boss.send(REFRESH_QUEUES.cycle, { force } satisfies CycleJob, { singletonKey: 'refresh' });
}

// Same cycle, item and attempt → same job id, so enqueuing twice (a resumed cycle) is a no-op.
function jobId(cycleId: number, itemId: number, attempt: number): string {
  const hex = createHash('sha256').update(`${cycleId}:${itemId}:${attempt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function enqueueItems(boss: PgBoss, cycleId: number, items: readonly DueItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += 1000) {
    const jobs = items.slice(start, start + 1000).map((item) => ({
      id: jobId(cycleId, item.id, 0),
      name: REFRESH_QUEUES.item,
      data: { cycleId, item, attempt: 0 } satisfies ItemJob,
    }));
    await boss.insert(jobs);
  }
}

async function sendFinishCheck(boss: PgBoss, job: FinishJob, delaySeconds: number): Promise<void> {
  await boss.send(REFRESH_QUEUES.finish, job, {
    singletonKey: `cycle-${job.cycleId}`,
    startAfter: delaySeconds,
  });
}

/**
 * Makes this process a refresh worker: it opens cycles, reads items (one job per item, any number
 * of workers) and closes cycles. Returns a function that stops its handlers.
 */
export async function startRefreshWorker(
  boss: PgBoss,
  deps: RefreshDeps,
  options: PgBossRefreshOptions,
): Promise<() => Promise<void>> {
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds };
  const ids = [
    await boss.work<CycleJob>(REFRESH_QUEUES.cycle, polling, async ([job]) => {
      const now = deps.clock.now();
      if (!job?.data.force && !(await isCycleDue(deps.db, now, options.intervalMinutes, true))) return;
      const cycle = await openCycle(deps.db, now);
      const due = await dueItems(deps.db, cycle);
      await enqueueItems(boss, cycle.id, due);
      await sendFinishCheck(boss, { cycleId: cycle.id, lastDue: due.length, stalls: 0 }, 0);
    }),
    await boss.work<ItemJob>(
      REFRESH_QUEUES.item,
      { ...polling, batchSize: options.jobsPerFetch },
      async (jobs) => {
        const byCycle = new Map<number, ItemJob[]>();
        for (const { data } of jobs) byCycle.set(data.cycleId, [...(byCycle.get(data.cycleId) ?? []), data]);
        for (const [cycleId, items] of byCycle) await refreshItemJobs(boss, deps, options, cycleId, items);
      },
    ),
    await boss.work<FinishJob>(REFRESH_QUEUES.finish, polling, async ([job]) => {
      if (job) await checkCycleFinished(boss, deps, options, job.data);
    }),
  ];
  return async () => {
    for (const id of ids) await boss.offWork({ id });
  };
}

async function refreshItemJobs(
  boss: PgBoss,
  deps: RefreshDeps,
  options: PgBossRefreshOptions,
  cycleId: number,
  jobs: readonly ItemJob[],
): Promise<void> {
  const attempts = new Map(jobs.map((job) => [job.item.id, job.attempt]));
  const outcome = await refreshBatch(
    deps,
    cycleId,
    jobs.map((job) => job.item),
    { concurrency: options.concurrency, writeBatchSize: jobs.length },
  );
  for (const { item, error } of outcome.failures) {
    const attempt = (attempts.get(item.id) ?? 0) + 1;
    const final = attempt >= options.attempts || !isRetryable(error);
    const now = deps.clock.now();
    await recordFailure(deps.db, { cycleId, itemId: item.id, error: describeError(error), final, now });
    if (!final) {
      await boss.send(REFRESH_QUEUES.item, { cycleId, item, attempt } satisfies ItemJob, {
        id: jobId(cycleId, item.id, attempt),
        startAfter: options.retryDelaySeconds * attempt,
      });
    }
  }
}

async function checkCycleFinished(
  boss: PgBoss,
  deps: RefreshDeps,
  options: PgBossRefreshOptions,
  job: FinishJob,
): Promise<void> {
  const cycle = await findCycle(deps.db, job.cycleId);
  if (!cycle || cycle.finished_at) return;
  const due = await dueItems(deps.db, { id: cycle.id, startedAt: new Date(cycle.started_at) });
  if (due.length === 0) {
    const closed = await finishCycle(deps.db, cycle.id, deps.clock.now());
    if (closed && options.afterCycle) await options.afterCycle(cycle.id);
    return;
  }
  // No progress across checks: some item may never have been queued (tracking resumed mid-cycle,
  // jobs lost); queue what is due again. Items that still have a job keep theirs (same job id).
  const stalls = due.length === job.lastDue ? job.stalls + 1 : 0;
  if (stalls >= 3) await enqueueItems(boss, cycle.id, due);
  const next = { cycleId: cycle.id, lastDue: due.length, stalls: stalls >= 3 ? 0 : stalls };
  await sendFinishCheck(boss, next, options.finishCheckSeconds);
}
