import type { Clock } from '@domain/ports';
import { infallibleValue, ok, type Result } from '../../platform/result';
import type { RefreshCycles, RefreshQueue } from '../ports';
import { isCycleDue } from './is-cycle-due';

export interface StartQueuedCycleDeps {
  readonly cycles: RefreshCycles;
  readonly queue: RefreshQueue;
  readonly clock: Clock;
}

/**
 * A worker's answer to a cycle request: opens (or resumes) the cycle and queues a read of every
 * due item, then a completion check. Unless `force`, a request arriving sooner than `intervalMinutes`
 * after the last cycle started is dropped (another process already started this interval's cycle).
 * True when a cycle was opened.
 */
export async function startQueuedCycle(
  deps: StartQueuedCycleDeps,
  request: { readonly force: boolean; readonly intervalMinutes: number },
): Promise<Result<boolean, never>> {
  const now = deps.clock.now();
  const due = { now, intervalMinutes: request.intervalMinutes, resumeUnfinished: true };
  if (!request.force && !infallibleValue(await isCycleDue(deps, due))) return ok(false);
  const cycle = await deps.cycles.open(now);
  const items = await deps.cycles.due(cycle);
  await deps.queue.enqueueItems(cycle.id, items);
  await deps.queue.checkLater({ cycleId: cycle.id, lastDue: items.length, stalls: 0 }, 0);
  return ok(true);
}
