import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from '../../platform/logger';
import type { DueItem, FinishCheck, ItemJob, RefreshQueue } from '../ports';

export const REFRESH_QUEUES = {
  cycle: 'tracking-cycle',
  item: 'tracking-item',
  finish: 'tracking-finish',
} as const;

interface CycleRequest {
  readonly force: boolean;
}

/** What a refresh worker does with each kind of job (the tracking module binds the use cases). */
export interface RefreshJobHandlers {
  cycle(force: boolean): Promise<unknown>;
  items(jobs: readonly ItemJob[]): Promise<void>;
  finishCheck(check: FinishCheck): Promise<void>;
}

export interface RefreshWorkerOptions {
  /** Item jobs fetched (and their snapshots written) together. */
  readonly jobsPerFetch: number;
  readonly pollingIntervalSeconds: number;
}

/** Starts pg-boss on PostgreSQL (its own schema and pool, never PGlite) and creates the queues. */
export async function startRefreshBoss(connectionString: string, logger: Logger): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, max: 4 });
  boss.on('error', (error) => logger.error(`pg-boss: ${error.message}`));
  await boss.start();
  await boss.createQueue(REFRESH_QUEUES.cycle, { name: REFRESH_QUEUES.cycle, policy: 'stately' });
  await boss.createQueue(REFRESH_QUEUES.item, { name: REFRESH_QUEUES.item, expireInSeconds: 600 });
  await boss.createQueue(REFRESH_QUEUES.finish, { name: REFRESH_QUEUES.finish, policy: 'stately' });
  return boss;
}

// Same cycle, item, attempt and round → same job id, so enqueuing twice (a resumed cycle) is a no-op,
// while a round of stalled items queued again gets new ids (pg-boss keeps completed jobs' ids).
function jobId(cycleId: number, itemId: number, attempt: number, round = 0): string {
  const key = round === 0 ? `${cycleId}:${itemId}:${attempt}` : `${cycleId}:${itemId}:${attempt}:r${round}`;
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One job per item read, so any number of workers on any number of machines share a cycle. */
export class PgBossRefreshQueue implements RefreshQueue {
  constructor(private readonly boss: PgBoss) {}

  async requestCycle(force = false): Promise<void> {
    const request: CycleRequest = { force };
    await this.boss.send(REFRESH_QUEUES.cycle, request, { singletonKey: 'refresh' });
  }

  async enqueueItems(cycleId: number, items: readonly DueItem[], round = 0): Promise<void> {
    for (let start = 0; start < items.length; start += 1000) {
      const jobs = items.slice(start, start + 1000).map((item) => ({
        id: jobId(cycleId, item.id, 0, round),
        name: REFRESH_QUEUES.item,
        data: { cycleId, item, attempt: 0, round } satisfies ItemJob,
      }));
      await this.boss.insert(jobs);
    }
  }

  async retryItem(job: ItemJob, delaySeconds: number): Promise<void> {
    await this.boss.send(REFRESH_QUEUES.item, job, {
      id: jobId(job.cycleId, job.item.id, job.attempt, job.round),
      startAfter: delaySeconds,
    });
  }

  async checkLater(check: FinishCheck, delaySeconds: number): Promise<void> {
    await this.boss.send(REFRESH_QUEUES.finish, check, {
      singletonKey: `cycle-${check.cycleId}`,
      startAfter: delaySeconds,
    });
  }
}

/** Makes this process a refresh worker: it takes every kind of job. Answers a function that stops it. */
export async function startRefreshWorker(
  boss: PgBoss,
  handlers: RefreshJobHandlers,
  options: RefreshWorkerOptions,
): Promise<() => Promise<void>> {
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds };
  const itemLoop = async (): Promise<string> => {
    const id: string = await boss.work<ItemJob>(
      REFRESH_QUEUES.item,
      { ...polling, batchSize: options.jobsPerFetch },
      async (jobs) => {
        await handlers.items(jobs.map((job) => job.data));
        // A full batch means more jobs are waiting: fetch again at once rather than after the polling
        // interval, which would cap a loop at jobsPerFetch items per interval (10 a second).
        if (jobs.length >= options.jobsPerFetch) boss.notifyWorker(id);
      },
    );
    return id;
  };
  const ids = [
    await boss.work<CycleRequest>(REFRESH_QUEUES.cycle, polling, async ([job]) => {
      await handlers.cycle(job?.data.force ?? false);
    }),
    // Two item loops: one reads the music service while the other writes its batch and fetches the
    // next, so the upstream is never idle between batches.
    await itemLoop(),
    await itemLoop(),
    await boss.work<FinishCheck>(REFRESH_QUEUES.finish, polling, async ([job]) => {
      if (job) await handlers.finishCheck(job.data);
    }),
  ];
  return async () => {
    for (const id of ids) await boss.offWork({ id });
  };
}
