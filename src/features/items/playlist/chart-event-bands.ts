import { describeEvent } from '@domain/analytics';
import type { FollowerEvent } from '@domain/catalog/catalog-contracts';
import type { ChartBand, ChartPoint } from '@shared/charts';

const DAY_MS = 86_400_000;

/**
 * One chart band per follower event. A band starts at the check before the event's first flagged
 * check (where the change began; a day before it when no such check is shown) and ends at its last.
 */
export function chartEventBands(
  events: readonly FollowerEvent[],
  points: readonly ChartPoint[],
): ChartBand[] {
  const times = points.map((point) => new Date(point.at).getTime()).sort((a, b) => a - b);
  return events.map((event) => {
    const start = Date.parse(event.start);
    let from = start - DAY_MS;
    for (const time of times) {
      if (time >= start) break;
      from = time;
    }
    return {
      from,
      to: Date.parse(event.end),
      label: describeEvent(event),
      tone: event.net_change < 0 ? 'loss' : 'gain',
    };
  });
}
