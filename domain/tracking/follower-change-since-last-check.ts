import { formatCount } from '../formatting/numbers';

export const NO_FOLLOWER_CHANGE_TEXT = 'No change in followers';
export const NOT_ENOUGH_FOLLOWER_DATA_TEXT =
  'Not enough data for comparison. Please wait until the next Spotify updates.';
export const NO_ARTIST_HISTORY_TEXT =
  'No history available yet for this artist. You may need to start tracking this artist, or wait for updates.';

/** One stored reading of an item's followers; `null` when the music service did not report them. */
export interface FollowerReading {
  readonly checked_at: string;
  readonly followers: number | null;
}

/** The "since last check" line of the artist and playlist pages. */
export interface FollowerChange {
  readonly kind: 'up' | 'down' | 'none' | 'insufficient' | 'empty';
  readonly text: string;
  /** Latest minus previous followers; present for `up`, `down` and `none`. */
  readonly change?: number;
}

/**
 * Compares the two most recent readings (by `checked_at`, ignoring readings without a follower
 * count) as docs/product.md §2 shows it: `up` with text `'+1,234'`, `down` with `'-1,234'`, or `none` with
 * `'No change in followers'`. No readings at all gives `empty` with the no-history text; fewer than two
 * usable readings gives `insufficient` with `'Not enough data for comparison. …'`.
 */
export function followerChangeSinceLastCheck(history: ReadonlyArray<FollowerReading>): FollowerChange {
  if (history.length === 0) return { kind: 'empty', text: NO_ARTIST_HISTORY_TEXT };
  const counted = history
    .filter((reading): reading is FollowerReading & { followers: number } =>
      Number.isFinite(reading.followers),
    )
    .map((reading) => ({ at: Date.parse(reading.checked_at), followers: reading.followers }))
    .filter((reading) => !Number.isNaN(reading.at))
    .sort((a, b) => a.at - b.at);
  const latest = counted.at(-1);
  const previous = counted.at(-2);
  if (latest === undefined || previous === undefined) {
    return { kind: 'insufficient', text: NOT_ENOUGH_FOLLOWER_DATA_TEXT };
  }
  const change = latest.followers - previous.followers;
  if (change > 0) return { kind: 'up', text: `+${formatCount(change)}`, change };
  if (change < 0) return { kind: 'down', text: formatCount(change), change };
  return { kind: 'none', text: NO_FOLLOWER_CHANGE_TEXT, change: 0 };
}
