import type { Clock } from '@domain/ports';
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
): Promise<boolean> {
  const now = deps.clock.now();
  if (!request.force && !(await isCycleDue(deps, now, request.intervalMinutes, true))) return false;
  const cycle = await deps.cycles.open(now);
  const due = await deps.cycles.due(cycle);
  await deps.queue.enqueueItems(cycle.id, due);
  await deps.queue.checkLater({ cycleId: cycle.id, lastDue: due.length, stalls: 0 }, 0);
  return true;
}
