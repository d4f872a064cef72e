import type { FollowerEvent } from '../catalog/catalog-contracts';
import { formatSignedCount } from '../formatting/numbers';

/** An event in a few words: `'3-day burst, +51,459, 08–10/09/2026'`. */
export function describeEvent(event: FollowerEvent): string {
  return `${event.days}-day ${event.kind}, ${formatSignedCount(event.net_change)}, ${dateRange(event.start, event.end)}`;
}

/** The share of the audience an event moved, as a whole percent with its sign: `'+42%'`, `'-8%'`. */
export function describeShare(event: FollowerEvent): string {
  const percent = Math.round(event.share_of_audience * 100);
  return `${percent > 0 ? '+' : ''}${percent === 0 ? 0 : percent}%`;
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
