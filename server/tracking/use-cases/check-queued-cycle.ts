import type { Clock } from '@domain/ports';
import { ok, type Result } from '../../platform/result';
import type { FinishCheck, RefreshCycles, RefreshQueue } from '../ports';

export interface CheckQueuedCycleDeps {
  readonly cycles: RefreshCycles;
  readonly queue: RefreshQueue;
  readonly clock: Clock;
}

export interface CheckQueuedCycleOptions {
  /** How long until the next check of an unfinished cycle. */
  readonly finishCheckSeconds: number;
  /** Runs once, after the cycle is closed (the alerts). */
  readonly afterCycle?: (cycleId: number) => Promise<void>;
}

/** Checks without progress before everything still due is queued again. */
const STALLS_BEFORE_REQUEUE = 3;

/**
 * A worker's completion check of a queued cycle: closes it when nothing is due any more, else
 * checks again later. Items that still have a job keep theirs; when checks stop showing progress,
 * what is due is queued again (tracking resumed mid-cycle, jobs lost).
 */
export async function checkQueuedCycle(
  deps: CheckQueuedCycleDeps,
  { check, ...options }: CheckQueuedCycleOptions & { readonly check: FinishCheck },
): Promise<Result<void, never>> {
  const cycle = await deps.cycles.find(check.cycleId);
  if (!cycle || cycle.finishedAt) return ok(undefined);
  const due = await deps.cycles.due(cycle);
  if (due.length === 0) {
    const closed = await deps.cycles.finish(cycle.id, deps.clock.now());
    if (closed && options.afterCycle) await options.afterCycle(cycle.id);
    return ok(undefined);
  }
  const stalls = due.length === check.lastDue ? check.stalls + 1 : 0;
  const requeue = stalls >= STALLS_BEFORE_REQUEUE;
  const requeues = (check.requeues ?? 0) + (requeue ? 1 : 0);
  if (requeue) await deps.queue.enqueueItems(cycle.id, due, requeues);
  const next = {
    cycleId: cycle.id,
    lastDue: due.length,
    stalls: requeue ? 0 : stalls,
    ...(requeues > 0 ? { requeues } : {}),
  };
  await deps.queue.checkLater(next, options.finishCheckSeconds);
  return ok(undefined);
}
