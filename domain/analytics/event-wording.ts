import type { ChartAnalysis, FollowerEvent } from '../catalog/catalog-contracts';
import { formatDate } from '../formatting/dates';
import { formatSignedCount } from '../formatting/numbers';
import { plural } from '../formatting/plural';

/**
 * An event's one size, the figure every place that sizes it says (events list, summaries, written
 * analysis, report, alerts, CSV): its total change over its days against the audience just before
 * it, `'+51,460 in 3 days, +95% of the audience before it'`.
 */
export function eventSize(event: FollowerEvent): string {
  return `${formatSignedCount(event.net_change)} in ${plural(event.days, 'day')}, ${describeShare(event)} of the audience before it`;
}

/** What and when: `'burst on 08–10/09/2026'`. */
export function eventWhen(event: FollowerEvent): string {
  return `${event.kind} on ${dateRange(event.start, event.end)}`;
}

/** An event in a few words: `'burst on 08–10/09/2026 (+51,460 in 3 days, +95% of the audience before it)'`. */
export function describeEvent(event: FollowerEvent): string {
  return `${eventWhen(event)} (${eventSize(event)})`;
}

/** The share of the audience an event moved, as a whole percent with its sign: `'+42%'`, `'-8%'`. */
export function describeShare(event: FollowerEvent): string {
  const percent = Math.round(event.share_of_audience * 100);
  return `${percent > 0 ? '+' : ''}${percent === 0 ? 0 : percent}%`;
}

/** The event that moved the most followers (either way), or null without events. */
export function biggestEvent(events: readonly FollowerEvent[]): FollowerEvent | null {
  let biggest: FollowerEvent | null = null;
  for (const event of events) {
    if (biggest === null || Math.abs(event.net_change) > Math.abs(biggest.net_change)) biggest = event;
  }
  return biggest;
}

type Anomaly = ChartAnalysis['anomalies'][number];

/**
 * The biggest single flagged day inside a multi-day event, or null (a one-day event is its own
 * biggest day, and a run without a flagged day has none to name).
 */
export function biggestSingleDay(event: FollowerEvent, anomalies: readonly Anomaly[]): Anomaly | null {
  if (event.days <= 1) return null;
  const from = Date.parse(event.start);
  const to = Date.parse(event.end);
  let biggest: Anomaly | null = null;
  for (const anomaly of anomalies) {
    const at = Date.parse(anomaly.date);
    if (anomaly.type !== 'extreme' || at < from || at > to) continue;
    if (biggest === null || Math.abs(anomaly.followers_change) > Math.abs(biggest.followers_change))
      biggest = anomaly;
  }
  return biggest;
}

/** `'biggest single day: +25,729 on 12/03/2026'`: a day named as a day, never as the event's size. */
export function describeBiggestDay(day: Anomaly): string {
  return `biggest single day: ${formatSignedCount(day.followers_change)} on ${formatDate(day.date)}`;
}

/**
 * Two UTC instants as one day range, repeating only what differs: `'08/09/2026'`,
 * `'08–10/09/2026'`, `'28/08–03/09/2026'`, `'28/12/2025–03/01/2026'`.
 */
export function dateRange(startIso: string, endIso: string): string {
  const [startDay, startMonth, startYear] = dayParts(startIso);
  const [endDay, endMonth, endYear] = dayParts(endIso);
  if (startYear !== endYear) return `${startDay}/${startMonth}/${startYear}–${endDay}/${endMonth}/${endYear}`;
  if (startMonth !== endMonth) return `${startDay}/${startMonth}–${endDay}/${endMonth}/${endYear}`;
  if (startDay !== endDay) return `${startDay}–${endDay}/${endMonth}/${endYear}`;
  return `${endDay}/${endMonth}/${endYear}`;
}

function dayParts(iso: string): [string, string, string] {
  const date = new Date(iso);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return [pad(date.getUTCDate()), pad(date.getUTCMonth() + 1), pad(date.getUTCFullYear(), 4)];
}
