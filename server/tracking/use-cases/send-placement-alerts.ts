import { analyzeFollowerChart } from '@domain/analytics';
import type { Clock } from '@domain/ports';
import { bottedPlacementAlerts } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type {
  DigestChannel,
  DigestSubscribers,
  PlacementAlertSource,
  Placements,
  RefreshCycles,
} from '../ports';

export interface SendPlacementAlertsDeps {
  readonly cycles: Pick<RefreshCycles, 'find'>;
  readonly placementAlerts: PlacementAlertSource;
  readonly placements: Pick<Placements, 'followerPoints'>;
  readonly subscribers: DigestSubscribers;
  readonly channels: readonly DigestChannel[];
  readonly clock: Clock;
}

/**
 * After a cycle: tells each tracker of a track, or of one of its artists, that it landed on a
 * playlist graded `likely_botted`, by the digest channels they have on. Each stay is first seen in
 * one cycle and each cycle is claimed once, so a placement is told once. Answers messages sent.
 */
export async function sendPlacementAlerts(
  deps: SendPlacementAlertsDeps,
  { cycleId }: { readonly cycleId: number },
): Promise<Result<number, never>> {
  const cycle = await deps.cycles.find(cycleId);
  if (!cycle?.finishedAt) return ok(0);
  if (!(await deps.placementAlerts.claim(cycleId, deps.clock.now()))) return ok(0);
  const subscribers = await deps.subscribers.verifiedSubscribers(
    deps.channels.map((channel) => channel.setting),
  );
  const byId = new Map(subscribers.map((subscriber) => [subscriber.userId, subscriber]));
  const placements = await deps.placementAlerts.newPlacements(cycle.startedAt, cycle.finishedAt, [
    ...byId.keys(),
  ]);
  if (placements.length === 0) return ok(0);
  const points = await deps.placements.followerPoints([...new Set(placements.map((p) => p.playlistId))]);
  const verdicts = new Map([...points].map(([id, series]) => [id, analyzeFollowerChart(series).verdict]));
  const alerts = bottedPlacementAlerts(placements, verdicts);
  let sent = 0;
  for (const subscriber of subscribers) {
    const lines = alerts
      .filter((alert) => alert.userId === subscriber.userId)
      .map(({ kind, spotifyId, name, reasons }) => ({ kind, spotifyId, name, reasons }));
    if (lines.length === 0) continue;
    for (const channel of deps.channels) {
      if (!subscriber.settings.has(channel.setting)) continue;
      if (await channel.deliver({ userId: subscriber.userId, email: subscriber.email }, lines)) sent++;
    }
  }
  return ok(sent);
}
