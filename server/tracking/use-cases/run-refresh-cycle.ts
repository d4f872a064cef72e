import { describeReadFailure, isRetryable } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { CycleCounts, RefreshCycles } from '../ports';
import { type ItemFailure, type RefreshItemsDeps, refreshItems } from '../refresh-items';

export interface RunRefreshCycleDeps extends RefreshItemsDeps {
  readonly cycles: RefreshCycles;
}

export interface RunRefreshCycleOptions {
  readonly concurrency: number;
  readonly writeBatchSize: number;
  /** Reads per item within one cycle before giving up on it until the next cycle. */
  readonly attempts: number;
  /** Wait before the n-th retry pass is `retryDelayMs × n`. */
  readonly retryDelayMs: number;
  /** Simulates a crash: stops reading, writes nothing more and leaves the cycle unfinished. */
  readonly signal?: AbortSignal;
  /** Runs once, after the cycle is closed (the alerts). */
  readonly afterCycle?: (cycleId: number) => Promise<void>;
}

export interface CycleRun extends CycleCounts {
  readonly cycleId: number;
  /** False when the run was interrupted before the cycle was done. */
  readonly completed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs (or resumes) a refresh cycle inside this process: reads every due item, retries failed
 * reads after a delay, gives up on those still failing (they are read again next cycle), closes
 * the cycle and sends notifications. Counts are for this run.
 */
export async function runRefreshCycle(
  deps: RunRefreshCycleDeps,
  options: RunRefreshCycleOptions,
): Promise<Result<CycleRun, never>> {
  const cycle = await deps.cycles.open(deps.clock.now());
  let queue = await deps.cycles.due(cycle);
  let snapshots = 0;
  let givenUp = 0;
  for (let attempt = 1; queue.length > 0; attempt++) {
    if (attempt > 1) await sleep(options.retryDelayMs * (attempt - 1));
    if (options.signal?.aborted) break;
    const outcome = await refreshItems(deps, cycle.id, queue, options);
    snapshots += outcome.written;
    if (options.signal?.aborted) break;
    const retry: ItemFailure[] = [];
    for (const failure of outcome.failures) {
      const final = attempt >= options.attempts || !isRetryable(failure.error);
      await deps.cycles.recordFailure({
        cycleId: cycle.id,
        itemId: failure.item.id,
        error: describeReadFailure(failure.error),
        final,
        now: deps.clock.now(),
      });
      if (final) givenUp++;
      else retry.push(failure);
    }
    queue = retry.map((failure) => failure.item);
  }
  const counts = { items: snapshots + givenUp, snapshots, failures: givenUp };
  if (options.signal?.aborted) return ok({ cycleId: cycle.id, completed: false, ...counts });
  const closed = await deps.cycles.finish(cycle.id, deps.clock.now());
  if (closed && options.afterCycle) await options.afterCycle(cycle.id);
  return ok({ cycleId: cycle.id, completed: true, ...counts });
}
