import type { RetryScheduler } from '../ports';

/**
 * Retries in this process (PGlite, one process): a timer per pending attempt. Pending deliveries
 * survive a restart in the table and are resumed by `start`.
 */
export class TimerRetryScheduler implements RetryScheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly attempt: (deliveryId: number) => Promise<unknown>) {}

  async schedule(deliveryId: number, delayMs: number): Promise<void> {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.attempt(deliveryId).catch(() => undefined);
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, delayMs);
    timer.unref?.();
    this.timers.add(timer);
  }

  /** Waits until no attempt is waiting or running (tests). */
  async settle(): Promise<void> {
    while (this.timers.size > 0 || this.running.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running);
  }
}
