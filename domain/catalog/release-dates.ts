// Release dates come as "1983", "1981-12" or "2021-04-30": compare them as their first day.

const DAY_MS = 86_400_000;

/** The first day a release date can mean, as 'YYYY-MM-DD' (sortable). */
export function releaseStartDay(date: string): string {
  if (/^\d{4}$/.test(date)) return `${date}-01-01`;
  if (/^\d{4}-\d{2}$/.test(date)) return `${date}-01`;
  return date.slice(0, 10);
}

/** Whole days from one release date to another (never negative). */
export function daysBetweenReleases(first: string, latest: string): number {
  const from = Date.parse(`${releaseStartDay(first)}T00:00:00Z`);
  const to = Date.parse(`${releaseStartDay(latest)}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return 0;
  return Math.max(0, Math.round((to - from) / DAY_MS));
}

/**
 * A career's length in whole days: from the first release to today (not to the latest release,
 * which would shorten an active artist's career to their last record); never negative.
 */
export function careerDaysUntil(firstRelease: string, today: Date): number {
  return daysBetweenReleases(firstRelease, today.toISOString().slice(0, 10));
}
