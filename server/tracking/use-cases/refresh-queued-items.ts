import { describeReadFailure, isRetryable } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { ItemJob, RefreshCycles, RefreshQueue } from '../ports';
import { type RefreshItemsDeps, refreshItems } from '../refresh-items';

export interface RefreshQueuedItemsDeps extends RefreshItemsDeps {
  readonly cycles: RefreshCycles;
  readonly queue: RefreshQueue;
}

export interface RefreshQueuedItemsOptions {
  /** Reads in flight at once. */
  readonly concurrency: number;
  readonly attempts: number;
  /** The n-th retry of an item starts `retryDelaySeconds × n` later. */
  readonly retryDelaySeconds: number;
}

/**
 * A worker's batch of item reads (any cycle): reads them, writes each cycle's snapshots together
 * and queues a later retry of each failed read until its attempts are spent.
 */
export async function refreshQueuedItems(
  deps: RefreshQueuedItemsDeps,
  { jobs, ...options }: RefreshQueuedItemsOptions & { readonly jobs: readonly ItemJob[] },
): Promise<Result<void, never>> {
  const byCycle = new Map<number, ItemJob[]>();
  for (const job of jobs) byCycle.set(job.cycleId, [...(byCycle.get(job.cycleId) ?? []), job]);
  for (const [cycleId, cycleJobs] of byCycle) await refreshCycleJobs(deps, cycleId, cycleJobs, options);
  return ok(undefined);
}

async function refreshCycleJobs(
  deps: RefreshQueuedItemsDeps,
  cycleId: number,
  jobs: readonly ItemJob[],
  options: RefreshQueuedItemsOptions,
): Promise<void> {
  const byItem = new Map(jobs.map((job) => [job.item.id, job]));
  const outcome = await refreshItems(
    deps,
    cycleId,
    jobs.map((job) => job.item),
    { concurrency: options.concurrency, writeBatchSize: jobs.length },
  );
  for (const { item, error } of outcome.failures) {
    const job = byItem.get(item.id);
    const attempt = (job?.attempt ?? 0) + 1;
    const final = attempt >= options.attempts || !isRetryable(error);
    const now = deps.clock.now();
    await deps.cycles.recordFailure({
      cycleId,
      itemId: item.id,
      error: describeReadFailure(error),
      final,
      now,
    });
    if (!final) {
      const retry = { cycleId, item, attempt, ...(job?.round ? { round: job.round } : {}) };
      await deps.queue.retryItem(retry, options.retryDelaySeconds * attempt);
    }
  }
}
