// JSON shapes of tracking and history answers (docs/product.md §3). Timestamps are ISO 8601 UTC strings.
import type { AnomalyType, ChartVerdict, VerdictConfidence } from '../catalog/catalog-contracts';
import type { ListedVerdictWithListening } from '../catalog/listening-verdict-contracts';

export interface ArtistHistoryEntry {
  readonly checked_at: string;
  readonly popularity: number | null;
  readonly followers: number | null;
  /**
   * A reading the caller kept and imported (issue 34 point 4), on a day without a check, at 00:00 UTC
   * of its day, its count as `followers` (popularity null); absent on our checks.
   */
  readonly imported?: true;
}

export interface TrackPopularityEntry {
  readonly checked_at: string;
  readonly popularity: number | null;
  /** A reading the caller kept and imported, its count as `popularity` (as ArtistHistoryEntry's). */
  readonly imported?: true;
}

export interface FollowerPoint {
  readonly checked_at: string;
  readonly followers: number;
  /** The playlist's track count at that check; absent or null when unknown. */
  readonly track_count?: number | null;
}

/**
 * Why the install reads an item, for the member asking: another member tracks it (never saying who),
 * or it is watched because visitors opened it lately (docs/configuration.md#watching-what-people-open).
 */
export type ReadReason = 'tracked_by_member' | 'opened_lately';

/** `GET /api/playlist/{id}/followers-history`. */
export interface FollowerHistory {
  /**
   * Why the install reads it besides the caller's own tracking; null when for no one else (it is then
   * read only while the caller tracks it); absent when the server does not say.
   */
  readonly read_because?: ReadReason | null;
  readonly data: readonly FollowerPoint[];
  /** Parallel to `data`: one label per point, `null` = normal. */
  readonly anomaly_type: ReadonlyArray<AnomalyType | null>;
  /**
   * Followers per day over the changes not flagged as anomalies (a burst or a purge averaged in would
   * describe neither); null without an unflagged change.
   */
  readonly average_daily_change: number | null;
  /** The days of flagged changes that average leaves out (0 when none). */
  readonly average_daily_change_days_left_out: number;
  /**
   * The caller's own kept readings (issue 34 point 4) on days without a check, oldest first, each at
   * 00:00 UTC of its day; absent when it imported none. Not in `data`: labels and figures read our checks.
   */
  readonly imported?: readonly FollowerPoint[];
}

/** One reading as the history charts draw it: every kind's history point is made of these fields. */
export interface HistoryReading {
  readonly checked_at: string;
  readonly followers: number | null;
  readonly popularity: number | null;
  readonly track_count: number | null;
}

/** `POST /api/{artist,track,playlist}/track`. */
export interface TrackAnswer {
  readonly success: true;
  /** True when the user tracked the item already: nothing changed. */
  readonly already_tracking: boolean;
  /** The reading this call added to the item's history (the page draws it at once); null when none. */
  readonly reading: HistoryReading | null;
}

export interface TrackingStatus {
  readonly is_tracking: boolean;
}

export interface TrackedPlaylistRow {
  readonly id: number;
  readonly spotify_playlist_id: string;
  readonly playlist_name: string;
  readonly followers: number | null;
  readonly number_of_tracks: number | null;
  readonly last_checked: string | null;
  /** Followers now minus at the check before; null (or absent) with fewer than two checks. */
  readonly followers_change?: number | null;
  /** The bot check of the follower history; absent when the server does not say. */
  readonly verdict?: ChartVerdict | null;
  /** Followers' change over 7 and 30 days (absolute and percent); null when no check is that old. */
  readonly followers_change_7d?: number | null;
  readonly followers_change_7d_percent?: number | null;
  readonly followers_change_30d?: number | null;
  readonly followers_change_30d_percent?: number | null;
  /** Followers: the last value of each day of the last 30 days, oldest first. */
  readonly sparkline?: readonly number[];
  /** How sure that grade is; absent when the server does not say. */
  readonly confidence?: VerdictConfidence | null;
  /**
   * The grade weighed with the account's own imported listening (as the playlist page weighs it);
   * present only when the account imported some.
   */
  readonly verdict_with_listening?: ListedVerdictWithListening;
}

/** A playlist a dashboard row's placements name (docs/product.md §2 Dashboard). */
export interface PlacementMention {
  readonly playlist_id: string;
  readonly playlist_name: string;
  /** The track placed (on an artist's row, which of theirs); null when the reading lacked its details. */
  readonly track_name: string | null;
}

/** A tracked track's or artist's playlist news for the morning view. */
export interface PlacementDigest {
  /** Placements that began in the last 24 hours (not counting a playlist's first reading). */
  readonly added: readonly PlacementMention[];
  /** Placements that ended in the last 24 hours. */
  readonly removed: readonly PlacementMention[];
  /** Current placements on playlists graded likely botted. */
  readonly botted: readonly PlacementMention[];
}

export interface TrackedTrackRow {
  readonly id: number;
  readonly spotify_track_id: string;
  readonly track_name: string;
  readonly artist_names: string;
  readonly popularity: number | null;
  readonly last_checked: string | null;
  /** Popularity now minus at the check before; null (or absent) with fewer than two checks. */
  readonly popularity_change?: number | null;
  /** Popularity's change over 7 and 30 days, in points; null when no check is that old. */
  readonly popularity_change_7d?: number | null;
  readonly popularity_change_30d?: number | null;
  /** Popularity: the last value of each day of the last 30 days, oldest first. */
  readonly sparkline?: readonly number[];
  /** Its playlist news; absent from older servers. */
  readonly placements?: PlacementDigest;
}

export interface TrackedArtistRow {
  readonly id: number;
  readonly spotify_artist_id: string;
  readonly artist_name: string;
  readonly popularity: number | null;
  readonly last_checked: string | null;
  /** Followers at the latest check (absent from older servers). */
  readonly followers?: number | null;
  /** Followers and popularity now minus at the check before; null (or absent) when unknown. */
  readonly followers_change?: number | null;
  readonly popularity_change?: number | null;
  /** Changes over 7 and 30 days: followers absolute and percent, popularity in points; null when no check is that old. */
  readonly followers_change_7d?: number | null;
  readonly followers_change_7d_percent?: number | null;
  readonly followers_change_30d?: number | null;
  readonly followers_change_30d_percent?: number | null;
  readonly popularity_change_7d?: number | null;
  readonly popularity_change_30d?: number | null;
  /** Followers: the last value of each day of the last 30 days, oldest first. */
  readonly sparkline?: readonly number[];
  /** Its tracks' playlist news; absent from older servers. */
  readonly placements?: PlacementDigest;
}

/** The playlist analysis object (docs/product.md §3). Missing statistics are null (shown as N/A). */
export interface PlaylistAnalysis {
  readonly average_age: number | null;
  readonly average_popularity: number | null;
  readonly average_longevity: number | null;
  readonly latest_5_added_dates: readonly string[];
  readonly weekly_track_addition_frequency: number | null;
  readonly monthly_track_addition_frequency: number | null;
  readonly track_diversity_percentage: number | null;
  readonly top_artists: ReadonlyArray<{
    readonly spotify_id: string;
    readonly name: string;
    readonly count: number;
  }>;
  readonly explicit_content: boolean | null;
  readonly average_duration: number | null;
  readonly shortest_duration: number | null;
  readonly longest_duration: number | null;
  readonly server_now: string;
  readonly all_tracks_same_day: boolean;
  readonly days_since_all_added: number | null;
  readonly longevity_distribution: Readonly<Record<string, number>>;
  readonly age_distribution: Readonly<Record<string, number>>;
  readonly popularity_distribution: Readonly<Record<string, number>>;
  /** The tracks on the playlist now, in playlist order (`GET /playlist/{id}/analysis` only). */
  readonly tracks?: readonly PlaylistTrackRow[];
  /** `contents` when the music service does not give this playlist's contents to this installation. */
  readonly withheld?: readonly 'contents'[];
}

/** One track of a playlist's tracklist in its analysis. */
export interface PlaylistTrackRow {
  /** 1 for the first track on the playlist. */
  readonly position: number;
  readonly track_id: string;
  readonly name: string | null;
  readonly artists: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  /** When it was added (the service's date, else when tracking first saw it); null when unknown. */
  readonly added_at: string | null;
  /** Whole days since it was added; null when unknown. */
  readonly days_on_playlist: number | null;
  readonly popularity: number | null;
}
