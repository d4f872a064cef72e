import { plural } from '../formatting/plural';

/**
 * How a history's points are said: "40 checks over 39 days" while they are all ours; once an account's
 * kept readings take part, "40 readings over 39 days, 30 of them imported", for those were never
 * checks of ours (issue 34 point 4).
 */
export function countedReadings(count: number, days: number, imported = 0): string {
  const span = plural(Math.round(days), 'day');
  return imported > 0
    ? `${plural(count, 'reading')} over ${span}, ${imported} of them imported`
    : `${plural(count, 'check')} over ${span}`;
}

/** "30 days of checks", or "30 days of readings (12 imported)" once kept readings take part. */
export function daysOfReadings(days: number, imported = 0): string {
  const span = plural(Math.round(days), 'day');
  return imported > 0 ? `${span} of readings (${imported} imported)` : `${span} of checks`;
}

/** The points' plural noun alone: "checks", or "readings" once kept readings take part. */
export function readingsNoun(imported = 0): string {
  return imported > 0 ? 'readings' : 'checks';
}
