import { fail, ok, type Result } from '../result';
import { addDays, daysBetween } from './export-dates';

/** The days a songs or playlists table covers, both ends included (`YYYY-MM-DD`). */
export interface ImportPeriod {
  readonly start: string;
  readonly end: string;
}

/** Spotify for Artists' default range for its tables. */
export const DEFAULT_PERIOD_DAYS = 28;
/** Its longest range ("since 2015" aside, which a table of one period cannot be charted from). */
export const MAX_PERIOD_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period an uploaded table covers: the one the form gives, or by default the 28 days ending on
 * `today` (the day of upload). Refused when a date is malformed, the start is after the end, the end
 * is after today, or it spans more than a year.
 */
export function importPeriod(
  today: string,
  given: { readonly start?: string; readonly end?: string },
): Result<ImportPeriod, string> {
  const end = given.end || today;
  const start = given.start || addDays(end, -(DEFAULT_PERIOD_DAYS - 1));
  if (!DAY.test(start) || !DAY.test(end) || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end)))
    return fail('Give the period as two dates, YYYY-MM-DD.');
  if (daysBetween(start, end) < 0) return fail('The period starts after it ends.');
  if (daysBetween(end, today) < 0) return fail('The period cannot end after today.');
  if (daysBetween(start, end) >= MAX_PERIOD_DAYS)
    return fail(`A period can cover at most ${MAX_PERIOD_DAYS} days.`);
  return ok({ start, end });
}
