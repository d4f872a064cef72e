const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const YEAR = /^(\d{4})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date label in en-GB order with two-digit day and month, `dd/mm/yyyy` (docs/product.md §9).
 * Date-only strings are used as written; timestamps use their UTC calendar date, so the result never
 * depends on the machine's time zone. Release dates with year or month precision stay that precise
 * (`'1983'` → `'1983'`, `'1981-12'` → `'12/1981'`). Unreadable input is returned unchanged.
 */
export function formatDate(iso: string): string {
  const text = iso.trim();
  if (YEAR.test(text)) return text;
  const month = YEAR_MONTH.exec(text);
  if (month) return `${month[2]}/${month[1]}`;
  const day = DAY.exec(text);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const date = /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : null;
  if (date === null || Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCFullYear(), 4)}`;
}

/** A timestamp's UTC date and time, `'29/11/2026 09:30 UTC'`; unreadable input is returned unchanged. */
export function formatDateTimeUtc(iso: string): string {
  const date = new Date(iso);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso.trim()) || Number.isNaN(date.getTime())) return iso;
  return `${formatDate(iso)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

const DAY_MS = 86_400_000;

const utcDayNumber = (iso: string): number => Math.floor(Date.parse(iso) / DAY_MS);

/**
 * How long ago `iso` was, seen from `nowIso`, in UTC calendar days (docs/product.md §2 Playlist analysis):
 * `'today'`, `'yesterday'` or `'N days ago'`. A moment later than now reads `'today'`; unreadable
 * input reads `'N/A'`.
 */
export function relativeDay(iso: string, nowIso: string): string {
  const days = utcDayNumber(nowIso) - utcDayNumber(iso);
  if (Number.isNaN(days)) return 'N/A';
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}
