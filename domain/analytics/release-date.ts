/**
 * Epoch milliseconds of an album release date with year, month or day precision (`"1983"`,
 * `"1981-12"`, `"2021-04-30"`), taking the first day of the period. NaN for anything else, including
 * the `"0000"` placeholder some catalogues use for unknown dates.
 */
export function parseReleaseDate(text: string | null): number {
  if (text === null) return Number.NaN;
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const year = Number(match[1]);
  const month = match[2] === undefined ? 1 : Number(match[2]);
  const day = match[3] === undefined ? 1 : Number(match[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > 31) return Number.NaN;
  const time = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2021-02-31 over into March; such a date is invalid, not a later one.
  return new Date(time).getUTCDate() === day ? time : Number.NaN;
}
