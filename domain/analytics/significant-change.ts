import { formatCount } from '../formatting/numbers';

/** The values a notification compares; null = unknown. */
export interface NotifiedValues {
  readonly followers: number | null;
  readonly popularity: number | null;
}

export interface SignificantChange {
  readonly notify: boolean;
  /** Human-readable, e.g. `'followers up 1,234 (+6.2%)'`, `'popularity down 6 points (52 → 46)'`. */
  readonly reasons: string[];
}

/** Followers notify at ±5% or ±1,000 since the last notified value (docs/architecture.md#tracking-history-and-analytics)… */
export const FOLLOWER_CHANGE_SHARE = 0.05;
export const FOLLOWER_CHANGE_COUNT = 1000;
/** …popularity at ±5 points. */
export const POPULARITY_CHANGE_POINTS = 5;

/**
 * Whether the change from the last notified values to the current ones deserves a notification, and
 * why. With no previous value (first observation) nothing is notified: the current value becomes the
 * baseline. A metric unknown on either side is skipped; a previous follower count of 0 only uses the
 * absolute threshold (no percentage of zero).
 */
export function significantChange(
  previous: NotifiedValues | null,
  current: NotifiedValues,
): SignificantChange {
  const reasons: string[] = [];
  if (previous?.followers != null && current.followers !== null) {
    const change = current.followers - previous.followers;
    const share = previous.followers > 0 ? change / previous.followers : null;
    if (
      change !== 0 &&
      (Math.abs(change) >= FOLLOWER_CHANGE_COUNT ||
        (share !== null && Math.abs(share) >= FOLLOWER_CHANGE_SHARE))
    ) {
      const percent = share === null ? 'from 0' : `${share > 0 ? '+' : ''}${(share * 100).toFixed(1)}%`;
      reasons.push(`followers ${change > 0 ? 'up' : 'down'} ${formatCount(Math.abs(change))} (${percent})`);
    }
  }
  if (previous?.popularity != null && current.popularity !== null) {
    const change = current.popularity - previous.popularity;
    if (Math.abs(change) >= POPULARITY_CHANGE_POINTS) {
      reasons.push(
        `popularity ${change > 0 ? 'up' : 'down'} ${formatCount(Math.abs(change))} points (${formatCount(previous.popularity)} → ${formatCount(current.popularity)})`,
      );
    }
  }
  return { notify: reasons.length > 0, reasons };
}
