import type { DueItem, FinishCheck, ItemJob, RefreshQueue } from '@server/tracking/ports';

/** Keeps what was queued, for the test to look at and to run by hand. */
export class InMemoryRefreshQueue implements RefreshQueue {
  readonly cycleRequests: boolean[] = [];
  readonly items: ItemJob[] = [];
  /** Every `enqueueItems` call: the cycle and the ids of the items. */
  readonly enqueued: Array<{ cycleId: number; itemIds: number[] }> = [];
  readonly retries: Array<{ job: ItemJob; delaySeconds: number }> = [];
  readonly checks: Array<{ check: FinishCheck; delaySeconds: number }> = [];
  private readonly queued = new Set<string>();

  async requestCycle(force = false): Promise<void> {
    this.cycleRequests.push(force);
  }

  async enqueueItems(cycleId: number, items: readonly DueItem[], round = 0): Promise<void> {
    this.enqueued.push({ cycleId, itemIds: items.map((item) => item.id) });
    for (const item of items) this.add({ cycleId, item, attempt: 0, ...(round ? { round } : {}) });
  }

  async retryItem(job: ItemJob, delaySeconds: number): Promise<void> {
    if (this.add(job)) this.retries.push({ job, delaySeconds });
  }

  async checkLater(check: FinishCheck, delaySeconds: number): Promise<void> {
    this.checks.push({ check, delaySeconds });
  }

  /** Takes every queued read (as a worker's fetch would). */
  take(): ItemJob[] {
    return this.items.splice(0);
  }

  // The same read of the same item in the same cycle and round is queued once, as pg-boss does by job id.
  private add(job: ItemJob): boolean {
    const key = `${job.cycleId}:${job.item.id}:${job.attempt}:${job.round ?? 0}`;
    if (this.queued.has(key)) return false;
    this.queued.add(key);
    this.items.push(job);
    return true;
  }
}
