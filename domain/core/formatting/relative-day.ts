const DAY_MS = 86_400_000;

const utcDayNumber = (iso: string): number => Math.floor(Date.parse(iso) / DAY_MS);

/**
 * How long ago `iso` was, seen from `nowIso`, in UTC calendar days (SPEC §2 Playlist analysis):
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
