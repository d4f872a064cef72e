import { significantChange } from '@domain/analytics';
import type { Clock } from '@domain/ports';
import { ok, type Result } from '../../platform/result';
import type { DigestChannel, DigestLine, NotificationState, RefreshCycles, WatchedItem } from '../ports';

export interface SendNotificationDigestDeps {
  readonly cycles: RefreshCycles;
  readonly notifications: NotificationState;
  readonly channels: readonly DigestChannel[];
  readonly clock: Clock;
}

/**
 * After a cycle: one digest per user and channel they have on, listing their items whose change
 * since the last notified values is significant; those values become the new baseline, so the same
 * change is never sent twice. Runs once per cycle (claimed on the cycle). Answers digests sent.
 */
export async function sendNotificationDigest(
  deps: SendNotificationDigestDeps,
  { cycleId }: { readonly cycleId: number },
): Promise<Result<number, never>> {
  if (!(await deps.cycles.claimNotifications(cycleId, deps.clock.now()))) return ok(0);
  const items = await deps.notifications.watchedItems(deps.channels.map((channel) => channel.setting));
  const byUser = new Map<number, WatchedItem[]>();
  for (const item of items) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
  let sent = 0;
  for (const watched of byUser.values()) {
    const now = deps.clock.now();
    const fresh = watched.filter((item) => item.baseline === null);
    const changed: WatchedItem[] = [];
    const lines: DigestLine[] = [];
    for (const item of watched) {
      if (item.baseline === null) continue;
      const change = significantChange(item.baseline, item.latest);
      if (!change.notify) continue;
      changed.push(item);
      lines.push({ kind: item.kind, spotifyId: item.spotifyId, name: item.name, reasons: change.reasons });
    }
    if (lines.length > 0) sent += await deliver(deps.channels, watched[0]!, lines);
    await deps.notifications.rememberBaselines([...fresh, ...changed], now);
  }
  return ok(sent);
}

async function deliver(
  channels: readonly DigestChannel[],
  user: WatchedItem,
  lines: readonly DigestLine[],
): Promise<number> {
  let sent = 0;
  for (const channel of channels) {
    if (!user.settings.has(channel.setting)) continue;
    if (await channel.deliver({ userId: user.userId, email: user.email }, lines)) sent++;
  }
  return sent;
}
