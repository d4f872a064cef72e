import PgBoss from 'pg-boss';
import type { Logger } from '../../platform/logger';
import type { RetryScheduler } from '../ports';

export const WEBHOOK_QUEUE = 'alerts-webhook-delivery';
export const HOUSEKEEPING_QUEUE = 'alerts-housekeeping';

interface DeliveryJob {
  readonly deliveryId: number;
}

export interface PgBossQueueOptions {
  /** Workers polling the queue in this process; each runs its batch at once. */
  readonly workers: number;
  readonly batchSize: number;
  readonly pollingIntervalSeconds: number;
}

export const DEFAULT_QUEUE_OPTIONS: PgBossQueueOptions = {
  workers: 4,
  batchSize: 4,
  pollingIntervalSeconds: 1,
};

/**
 * Webhook attempts as pg-boss jobs (PostgreSQL): any API process or worker runs them. A worker
 * starts its batch's attempts and polls again without waiting for their answers, so receivers that
 * hold their attempts to the deadline never hold the queue: the delivery gate alone bounds how many
 * run at once. A job is done when its attempt starts; an attempt that dies with its process is the
 * delivery's hold, which housekeeping (lost deliveries, retention, every 5 minutes) queues again.
 */
export class PgBossRetryScheduler implements RetryScheduler {
  private boss: PgBoss | null = null;
  private stopped = false;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
    private readonly options: PgBossQueueOptions = DEFAULT_QUEUE_OPTIONS,
  ) {}

  async start(
    attempt: (deliveryId: number) => Promise<unknown>,
    housekeeping: () => Promise<unknown>,
  ): Promise<void> {
    // Workers only poll and complete through it: the attempts' own queries use the app's pool.
    const boss = new PgBoss({ connectionString: this.connectionString, max: 4 });
    boss.on('error', (error) => this.logger.error(`pg-boss (webhooks): ${error.message}`));
    await boss.start();
    await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE });
    await boss.createQueue(HOUSEKEEPING_QUEUE, { name: HOUSEKEEPING_QUEUE });
    const { workers, batchSize, pollingIntervalSeconds } = this.options;
    for (let worker = 0; worker < workers; worker++) {
      await boss.work<DeliveryJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds, batchSize }, async (jobs) => {
        for (const job of jobs) this.run(attempt(job.data.deliveryId));
      });
    }
    await boss.work(HOUSEKEEPING_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
      await housekeeping();
    });
    await boss.schedule(HOUSEKEEPING_QUEUE, '*/5 * * * *');
    this.boss = boss;
  }

  async schedule(deliveryId: number, delayMs: number): Promise<void> {
    // An attempt answered busy while the process stops: the pending delivery is queued again by housekeeping.
    if (this.stopped) return;
    if (!this.boss) throw new Error('The webhook queue is not started.');
    const job: DeliveryJob = { deliveryId };
    await this.boss.send(WEBHOOK_QUEUE, job, { startAfter: Math.ceil(delayMs / 1000) });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.boss = null;
    await Promise.all(this.running);
  }

  private run(attempt: Promise<unknown>): void {
    const running = attempt.catch((error: Error) => this.logger.error(`webhook attempt: ${error.message}`));
    this.running.add(running);
    void running.finally(() => this.running.delete(running));
  }
}
