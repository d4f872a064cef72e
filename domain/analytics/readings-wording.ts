import { plural } from '../formatting/plural';

/**
 * How a history's points are said: "40 checks over 39 days" while they are all ours; once an account's
 * kept readings take part, "40 readings over 39 days, 30 of them imported", for those were never
 * checks of ours (issue 34 point 4). No points read "no checks yet"; points within one day name no
 * span ("1 check", "3 checks within a day"), never "over 0 days".
 */
export function countedReadings(count: number, days: number, imported = 0): string {
  const noun = imported > 0 ? 'reading' : 'check';
  if (count === 0) return `no ${noun}s yet`;
  const whole = Math.round(days);
  const span = count === 1 ? '' : whole === 0 ? ' within a day' : ` over ${plural(whole, 'day')}`;
  const counted = `${plural(count, noun)}${span}`;
  return imported > 0 ? `${counted}, ${imported} of them imported` : counted;
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
