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
 * Webhook attempts as pg-boss jobs (PostgreSQL): any API process or worker runs them, several at
 * once (workers × batch), so a receiver that holds its attempt to the deadline does not hold the
 * queue. Housekeeping (lost deliveries, retention) runs every 5 minutes as a scheduled job.
 */
export class PgBossRetryScheduler implements RetryScheduler {
  private boss: PgBoss | null = null;

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
        await Promise.all(jobs.map((job) => attempt(job.data.deliveryId)));
      });
    }
    await boss.work(HOUSEKEEPING_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
      await housekeeping();
    });
    await boss.schedule(HOUSEKEEPING_QUEUE, '*/5 * * * *');
    this.boss = boss;
  }

  async schedule(deliveryId: number, delayMs: number): Promise<void> {
    if (!this.boss) throw new Error('The webhook queue is not started.');
    const job: DeliveryJob = { deliveryId };
    await this.boss.send(WEBHOOK_QUEUE, job, { startAfter: Math.ceil(delayMs / 1000) });
  }

  async stop(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.boss = null;
  }
}
