import type { Clock } from '@domain/ports';
import { ok, type Result } from '../../platform/result';
import type { AlertInbox, AlertRetention, Webhooks } from '../ports';

export interface PruneAlertsDeps {
  readonly inbox: AlertInbox;
  readonly webhooks: Webhooks;
  readonly clock: Clock;
  readonly retention: AlertRetention;
}

const DAY = 86_400_000;

/** Deletes inbox alerts and finished webhook deliveries older than their retention. */
export async function pruneAlerts(
  deps: PruneAlertsDeps,
): Promise<Result<{ alerts: number; deliveries: number }, never>> {
  const now = deps.clock.now().getTime();
  const deliveries = await deps.webhooks.pruneDeliveries(
    new Date(now - deps.retention.deliveryLogDays * DAY),
  );
  const alerts = await deps.inbox.prune(new Date(now - deps.retention.inboxDays * DAY));
  return ok({ alerts, deliveries });
}
