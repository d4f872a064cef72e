import { describeEvent, describeShare } from '@domain/analytics';
import type { ChartAnalysis, FollowerEventKind } from '@domain/catalog/catalog-contracts';

export interface EventLine {
  readonly key: string;
  /** The event's first flagged check (ISO), for finding it in the chart. */
  readonly at: string;
  /** `'3-day burst, +51,459, 08–10/09/2026'`. */
  readonly text: string;
  /** `'(+42% of the audience)'`. */
  readonly share: string;
  readonly kind: FollowerEventKind;
}

/** One readable line per follower event, in time order. */
export function eventLines(analysis: ChartAnalysis): EventLine[] {
  return analysis.events.map((event) => ({
    key: `${event.start}-${event.kind}`,
    at: event.start,
    text: describeEvent(event),
    share: `(${describeShare(event)} of the audience)`,
    kind: event.kind,
  }));
}
