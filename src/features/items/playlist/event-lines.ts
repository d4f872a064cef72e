import { eventSize, eventWhen } from '@domain/analytics';
import type { ChartAnalysis, FollowerEventKind } from '@domain/catalog/catalog-contracts';

export interface EventLine {
  readonly key: string;
  /** The event's first flagged check (ISO), for finding it in the chart. */
  readonly at: string;
  /** `'Burst on 08–10/09/2026'`. */
  readonly text: string;
  /** `'+51,460 in 3 days, +95% of the audience before it'`: the event's one size (eventSize). */
  readonly size: string;
  readonly kind: FollowerEventKind;
}

/** One readable line per follower event, in time order. */
export function eventLines(analysis: ChartAnalysis): EventLine[] {
  return analysis.events.map((event) => {
    const when = eventWhen(event);
    return {
      key: `${event.start}-${event.kind}`,
      at: event.start,
      text: `${when.charAt(0).toUpperCase()}${when.slice(1)}`,
      size: eventSize(event),
      kind: event.kind,
    };
  });
}
