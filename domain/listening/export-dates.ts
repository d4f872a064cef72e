/** How a column writes its dates; `dmy` and `mdy` share the slash and are told apart by the whole column. */
export type DateOrder = 'dmy' | 'mdy';

const ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * The order of a column's slashed dates (`3/14/2025` or `14/3/2025`): day first as soon as one value's
 * first part is over 12, else month first (how the English exports write them).
 */
export function dateOrderOf(values: readonly string[]): DateOrder {
  return values.some((value) => Number(SLASHED.exec(value.trim())?.[1] ?? 0) > 12) ? 'dmy' : 'mdy';
}

/**
 * One date as `YYYY-MM-DD`, from `2025-03-14` (a time after it ignored), `2025/03/14`, `14.03.2025`
 * or a slashed date in `order`; null when it is none of those or no such day exists.
 */
export function parseExportDate(raw: string, order: DateOrder): string | null {
  const value = raw.trim();
  const iso = ISO.exec(value);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = DOTTED.exec(value);
  if (dotted) return calendarDay(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  const slashed = SLASHED.exec(value);
  if (!slashed) return null;
  const [first, second] = [Number(slashed[1]), Number(slashed[2])];
  return order === 'dmy'
    ? calendarDay(Number(slashed[3]), second, first)
    : calendarDay(Number(slashed[3]), first, second);
}

function calendarDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999) return null;
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return at.toISOString().slice(0, 10);
}

/** `day` plus `days` calendar days, both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
