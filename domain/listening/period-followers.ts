import type { PlaylistListeningPeriod } from './listening-contracts';

/** A follower count as tracking read it (ISO 8601 UTC instant). */
export interface FollowerReading {
  readonly checked_at: string;
  readonly followers: number;
}

/** A playlist's followers at the end of one imported period: the last count read inside it, if any. */
export interface PeriodFollowers {
  readonly period_start: string;
  readonly period_end: string;
  /** Null when no count was read between the period's first and last day. */
  readonly followers: number | null;
  /** When that count was read; null with it. */
  readonly checked_at: string | null;
}

/**
 * The playlist's followers beside its imported listening, period by period and on the same dates
 * (the period's end), so a chart or a table can set them side by side: the latest reading from the
 * period's first day to its last (UTC days), null for a period no reading falls in.
 */
export function followersAtPeriods(
  periods: readonly PlaylistListeningPeriod[],
  readings: readonly FollowerReading[],
): PeriodFollowers[] {
  const byTime = [...readings].sort((a, b) => a.checked_at.localeCompare(b.checked_at));
  return periods.map((period) => {
    let latest: FollowerReading | null = null;
    for (const reading of byTime) {
      const day = reading.checked_at.slice(0, 10);
      if (day >= period.period_start && day <= period.period_end) latest = reading;
    }
    return {
      period_start: period.period_start,
      period_end: period.period_end,
      followers: latest?.followers ?? null,
      checked_at: latest?.checked_at ?? null,
    };
  });
}
