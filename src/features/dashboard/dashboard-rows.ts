import type { ChartVerdict, VerdictConfidence } from '@domain/catalog/catalog-contracts';
import type { TrackedArtistRow, TrackedPlaylistRow, TrackedTrackRow } from '@domain/tracking';

// The server's rows with the optional fields filled in (null = unknown, [] = no daily values), so
// every column is present and sortable whatever the server's age.

interface FollowerWindows {
  readonly followers_change_7d: number | null;
  readonly followers_change_7d_percent: number | null;
  readonly followers_change_30d: number | null;
  readonly followers_change_30d_percent: number | null;
}

interface PopularityWindows {
  readonly popularity_change_7d: number | null;
  readonly popularity_change_30d: number | null;
}

export type PlaylistRow = TrackedPlaylistRow &
  FollowerWindows & {
    readonly followers_change: number | null;
    readonly verdict: ChartVerdict | null;
    readonly confidence: VerdictConfidence | null;
    readonly sparkline: readonly number[];
  };
export type TrackRow = TrackedTrackRow &
  PopularityWindows & {
    readonly popularity_change: number | null;
    readonly sparkline: readonly number[];
  };
export type ArtistRow = TrackedArtistRow &
  FollowerWindows &
  PopularityWindows & {
    readonly followers: number | null;
    readonly followers_change: number | null;
    readonly popularity_change: number | null;
    readonly sparkline: readonly number[];
  };

export type PlaylistColumn =
  | 'playlist_name'
  | 'followers'
  | 'followers_change_7d'
  | 'followers_change_30d'
  | 'number_of_tracks'
  | 'last_checked';
export type TrackColumn =
  | 'track_name'
  | 'artist_names'
  | 'popularity'
  | 'popularity_change_7d'
  | 'popularity_change_30d'
  | 'last_checked';
export type ArtistColumn =
  | 'artist_name'
  | 'followers'
  | 'followers_change_7d'
  | 'followers_change_30d'
  | 'popularity'
  | 'last_checked';

function followerWindows(row: Partial<FollowerWindows>): FollowerWindows {
  return {
    followers_change_7d: row.followers_change_7d ?? null,
    followers_change_7d_percent: row.followers_change_7d_percent ?? null,
    followers_change_30d: row.followers_change_30d ?? null,
    followers_change_30d_percent: row.followers_change_30d_percent ?? null,
  };
}

function popularityWindows(row: Partial<PopularityWindows>): PopularityWindows {
  return {
    popularity_change_7d: row.popularity_change_7d ?? null,
    popularity_change_30d: row.popularity_change_30d ?? null,
  };
}

export function playlistRow(row: TrackedPlaylistRow): PlaylistRow {
  return {
    ...row,
    ...followerWindows(row),
    followers_change: row.followers_change ?? null,
    verdict: row.verdict ?? null,
    confidence: row.confidence ?? null,
    sparkline: row.sparkline ?? [],
  };
}

export function trackRow(row: TrackedTrackRow): TrackRow {
  return {
    ...row,
    ...popularityWindows(row),
    popularity_change: row.popularity_change ?? null,
    sparkline: row.sparkline ?? [],
  };
}

export function artistRow(row: TrackedArtistRow): ArtistRow {
  return {
    ...row,
    ...followerWindows(row),
    ...popularityWindows(row),
    followers: row.followers ?? null,
    followers_change: row.followers_change ?? null,
    popularity_change: row.popularity_change ?? null,
    sparkline: row.sparkline ?? [],
  };
}

/** Each table's shown names and what the filter box matches (the name, and a track's artists). */
export const PLAYLIST_TEXT = {
  name: (row: PlaylistRow) => row.playlist_name,
  search: (row: PlaylistRow) => row.playlist_name,
};
export const TRACK_TEXT = {
  name: (row: TrackRow) => row.track_name,
  search: (row: TrackRow) => `${row.track_name} ${row.artist_names}`,
};
export const ARTIST_TEXT = {
  name: (row: ArtistRow) => row.artist_name,
  search: (row: ArtistRow) => row.artist_name,
};

/**
 * Equal follower changes ordered by the share of the audience they are: +1 on 2,825 followers is a
 * bigger move than +1 on 74,268, and the cell shows both.
 */
export const FOLLOWER_CHANGE_TIES = {
  followers_change_7d: (row: FollowerWindows) => row.followers_change_7d_percent,
  followers_change_30d: (row: FollowerWindows) => row.followers_change_30d_percent,
};
