import type { Clock } from '@domain/ports';
import { ok, type Result } from '../../platform/result';
import type { RetryScheduler, Webhooks } from '../ports';

export interface RequeueLostDeliveriesDeps {
  readonly webhooks: Webhooks;
  readonly scheduler: RetryScheduler;
  readonly clock: Clock;
}

/** A due delivery whose attempt has not started this long after is taken as lost. */
export const LOST_AFTER_MS = 2 * 60_000;

/**
 * Queues again the pending deliveries overdue by more than `LOST_AFTER_MS` that no attempt holds:
 * their job was never queued (the process stopped between the insert and the queue) or died with
 * its process (kill -9 during a POST: the hold expires after the deadline). The attempt sends the
 * same delivery id again, so the receiver can tell a repeat. Answers how many were queued.
 */
export async function requeueLostDeliveries(deps: RequeueLostDeliveriesDeps): Promise<Result<number, never>> {
  const now = deps.clock.now();
  const lost = await deps.webhooks.overdue(new Date(now.getTime() - LOST_AFTER_MS), now);
  for (const id of lost) await deps.scheduler.schedule(id, 0);
  return ok(lost.length);
}
