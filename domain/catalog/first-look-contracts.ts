import type { ChartVerdict } from './catalog-contracts';

/**
 * A playlist's grade from one reading of its contents (`first_look` of `GET /api/playlist/{id}`),
 * given while its follower history is too short for the follower verdict: the same grades, always at
 * `low` confidence, with one sentence of evidence per signal, what one reading cannot show, and when
 * the follower-based verdict will be ready.
 */
export interface FirstLook {
  readonly label: 'first look';
  /** `insufficient_data` when the contents hold too little to read (few dated tracks, no audiences). */
  readonly verdict: ChartVerdict;
  readonly confidence: 'low';
  /** One sentence per signal, each with its evidence, as the follower verdict's reasons. */
  readonly reasons: readonly string[];
  /** What one reading of the contents could not see, one sentence each. */
  readonly unseen: readonly string[];
  /** The reading the look is from (ISO 8601 UTC). */
  readonly read_at: string;
  /**
   * When the follower-based verdict will be ready (ISO 8601 UTC): the first check plus 7 days, with 7
   * checks at one a day. Counted from `read_at` while the playlist has no check yet (see `tracked`).
   */
  readonly verdict_ready_by: string;
  /** Whether the install already checks its followers; when false the date holds once someone tracks it. */
  readonly tracked: boolean;
  readonly figures: FirstLookFigures;
}

/** What the first look measured; null when the contents did not show it. */
export interface FirstLookFigures {
  /** Tracks read, and how many of them carry the date they were added. */
  readonly tracks_read: number;
  readonly dated_tracks: number;
  /** Current tracks added in the last 28 days, per week (removed ones are not seen). */
  readonly additions_per_week: number | null;
  /** Share of the dated tracks added in the last 14 days (0.42 = 42%). */
  readonly recent_share: number | null;
  /** Median days the current tracks have been on it so far. */
  readonly median_stay_days: number | null;
  /** Days since its oldest current track was added: a lower bound of its age. */
  readonly oldest_stay_days: number | null;
  /** Median followers of its lead artists whose audience is known, and how many are known. */
  readonly median_artist_followers: number | null;
  readonly artists_known: number;
  readonly artists: number;
  /** Followers per day of its age (as its oldest track dates it). */
  readonly followers_per_day: number | null;
}
