import { formatDuration, formatFixedTwo, relativeDay, STATISTIC_NOT_AVAILABLE } from '@domain/formatting';
import type { PlaylistAnalysis } from '@domain/tracking/history-contracts';

/** A bucket of a distribution chart (the shape `BarChart` draws). */
export interface DistributionBar {
  readonly label: string;
  readonly value: number;
}

/** `value` with two decimals and an optional unit, or N/A when missing. */
export function statistic(value: number | null, unit = ''): string {
  if (value === null || !Number.isFinite(value)) return STATISTIC_NOT_AVAILABLE;
  return `${formatFixedTwo(value)}${unit}`;
}

/** The way out of a 403: the user does not track the playlist. */
export const TRACK_TO_SEE_ANALYSIS = 'Track this playlist to see its analysis.';
export const TRACK_FAILED = 'Failed to start tracking. Please try again later.';

/**
 * An age in (fractional) months as whole years and months: "8 years 3 months", "1 year", "5 months",
 * "less than a month"; N/A when missing.
 */
export function yearsAndMonths(months: number | null): string {
  if (months === null || !Number.isFinite(months) || months < 0) return STATISTIC_NOT_AVAILABLE;
  // Round to the nearest whole month; 11.6 months reads "1 year", not "12 months".
  const total = Math.round(months);
  if (total === 0) return 'less than a month';
  const years = Math.floor(total / 12);
  const rest = total % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

/** A duration in ms as `mm:ss` (or `hh:mm:ss`), or N/A. */
export function duration(ms: number | null): string {
  return ms === null || !Number.isFinite(ms) ? STATISTIC_NOT_AVAILABLE : formatDuration(ms);
}

export function explicitText(explicit: boolean | null): string {
  if (explicit === null) return STATISTIC_NOT_AVAILABLE;
  return explicit ? 'Yes' : 'No';
}

/** The latest addition as today / yesterday / N days ago, seen from the server's now. */
export function latestAddedText(analysis: PlaylistAnalysis): string {
  const latest = analysis.latest_5_added_dates[0];
  return latest === undefined ? STATISTIC_NOT_AVAILABLE : relativeDay(latest, analysis.server_now);
}

/**
 * The five latest additions, newest first, by day: "today (3 tracks), yesterday, 12 days ago". A day
 * with more than one addition is said once, with its count.
 */
export function latestActivityText(analysis: PlaylistAnalysis): string {
  const dates = analysis.latest_5_added_dates;
  if (dates.length === 0) return STATISTIC_NOT_AVAILABLE;
  const days: Array<{ day: string; count: number }> = [];
  for (const date of dates) {
    const day = relativeDay(date, analysis.server_now);
    const last = days.at(-1);
    if (last?.day === day) last.count += 1;
    else days.push({ day, count: 1 });
  }
  return days.map(({ day, count }) => (count === 1 ? day : `${day} (${count} tracks)`)).join(', ');
}

/** docs/product.md §2: the one sentence shown instead of the additions and longevity statistics. */
export function sameDaySentence(daysAgo: number): string {
  if (daysAgo <= 0) return 'All tracks were added today.';
  return `All tracks were added ${daysAgo} ${daysAgo === 1 ? 'day' : 'days'} ago.`;
}

export function bars(counts: Readonly<Record<string, number>>): DistributionBar[] {
  return Object.entries(counts).map(([label, value]) => ({ label, value }));
}

/** True when the answer carries no statistic at all (a playlist with no tracks read yet). */
export function isEmptyAnalysis(analysis: PlaylistAnalysis): boolean {
  const figures = [
    analysis.average_age,
    analysis.average_popularity,
    analysis.average_longevity,
    analysis.weekly_track_addition_frequency,
    analysis.monthly_track_addition_frequency,
    analysis.track_diversity_percentage,
    analysis.average_duration,
    analysis.explicit_content,
  ];
  return (
    figures.every((figure) => figure === null) &&
    analysis.latest_5_added_dates.length === 0 &&
    analysis.top_artists.length === 0
  );
}
