import PgBoss from 'pg-boss';
import type { Logger } from '../../platform/logger';
import type { RetryScheduler } from '../ports';

export const WEBHOOK_QUEUE = 'alerts-webhook-delivery';

interface DeliveryJob {
  readonly deliveryId: number;
}

/** Webhook attempts as pg-boss jobs (PostgreSQL): any API process or worker runs them. */
export class PgBossRetryScheduler implements RetryScheduler {
  private boss: PgBoss | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
  ) {}

  async start(attempt: (deliveryId: number) => Promise<unknown>): Promise<void> {
    const boss = new PgBoss({ connectionString: this.connectionString, max: 2 });
    boss.on('error', (error) => this.logger.error(`pg-boss (webhooks): ${error.message}`));
    await boss.start();
    await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE });
    await boss.work<DeliveryJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await attempt(job.data.deliveryId);
    });
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
