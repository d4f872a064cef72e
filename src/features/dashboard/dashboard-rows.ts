import type { ChartVerdict, VerdictConfidence } from '@domain/catalog/catalog-contracts';
import type {
  PlacementDigest,
  TrackedArtistRow,
  TrackedPlaylistRow,
  TrackedTrackRow,
} from '@domain/tracking';

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

/** The placements column: the news itself, and what it sorts by (null when the server does not say). */
interface PlacementNews {
  readonly placements: PlacementDigest | null;
  /** Current placements on likely botted playlists. */
  readonly placements_botted: number | null;
  /** Playlists joined or left in the last day. */
  readonly placements_moved: number | null;
}

export type PlaylistRow = TrackedPlaylistRow &
  FollowerWindows & {
    readonly followers_change: number | null;
    readonly verdict: ChartVerdict | null;
    readonly confidence: VerdictConfidence | null;
    /** What the Grade column sorts by: worse grades higher, surer ones higher within a grade. */
    readonly grade_rank: number | null;
    readonly sparkline: readonly number[];
  };
export type TrackRow = Omit<TrackedTrackRow, 'placements'> &
  PopularityWindows &
  PlacementNews & {
    readonly popularity_change: number | null;
    readonly sparkline: readonly number[];
  };
export type ArtistRow = Omit<TrackedArtistRow, 'placements'> &
  FollowerWindows &
  PopularityWindows &
  PlacementNews & {
    readonly followers: number | null;
    readonly followers_change: number | null;
    readonly popularity_change: number | null;
    readonly sparkline: readonly number[];
  };

type FollowerChangeColumn =
  | 'followers_change_7d'
  | 'followers_change_7d_percent'
  | 'followers_change_30d'
  | 'followers_change_30d_percent';

export type PlaylistColumn =
  | 'playlist_name'
  | 'grade_rank'
  | 'followers'
  | FollowerChangeColumn
  | 'number_of_tracks'
  | 'last_checked';
export type TrackColumn =
  | 'track_name'
  | 'artist_names'
  | 'popularity'
  | 'popularity_change_7d'
  | 'popularity_change_30d'
  | 'placements_botted'
  | 'last_checked';
export type ArtistColumn =
  | 'artist_name'
  | 'followers'
  | FollowerChangeColumn
  | 'popularity'
  | 'placements_botted'
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

const GRADE_RANKS: Readonly<Record<ChartVerdict, number | null>> = {
  insufficient_data: null,
  clean: 1,
  suspicious: 2,
  likely_botted: 3,
};
const CONFIDENCE_STEPS: Readonly<Record<VerdictConfidence, number>> = { low: 0.1, medium: 0.2, high: 0.3 };

/** Clean < suspicious < likely botted, each surer grade above a less sure one; none for too little data. */
export function gradeRank(verdict: ChartVerdict | null, confidence: VerdictConfidence | null): number | null {
  const rank = verdict === null ? null : GRADE_RANKS[verdict];
  if (rank === null) return null;
  return rank + (confidence === null ? 0 : CONFIDENCE_STEPS[confidence]);
}

function placementNews(placements: PlacementDigest | undefined): PlacementNews {
  if (!placements) return { placements: null, placements_botted: null, placements_moved: null };
  return {
    placements,
    placements_botted: placements.botted.length,
    placements_moved: placements.added.length + placements.removed.length,
  };
}

/** A playlist's row; its grade weighed with the account's listening when it imported some, as its page shows. */
export function playlistRow(row: TrackedPlaylistRow): PlaylistRow {
  const graded = row.verdict_with_listening ?? row;
  const verdict = graded.verdict ?? null;
  const confidence = graded.confidence ?? null;
  return {
    ...row,
    ...followerWindows(row),
    followers_change: row.followers_change ?? null,
    verdict,
    confidence,
    grade_rank: gradeRank(verdict, confidence),
    sparkline: row.sparkline ?? [],
  };
}

export function trackRow(row: TrackedTrackRow): TrackRow {
  return {
    ...row,
    ...popularityWindows(row),
    ...placementNews(row.placements),
    popularity_change: row.popularity_change ?? null,
    sparkline: row.sparkline ?? [],
  };
}

export function artistRow(row: TrackedArtistRow): ArtistRow {
  return {
    ...row,
    ...followerWindows(row),
    ...popularityWindows(row),
    ...placementNews(row.placements),
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
  followers_change_7d_percent: (row: FollowerWindows) => row.followers_change_7d,
  followers_change_30d_percent: (row: FollowerWindows) => row.followers_change_30d,
};

/** As many botted placements: the item whose playlists moved more in the last day first. */
export const PLACEMENT_TIES = {
  placements_botted: (row: PlacementNews) => row.placements_moved,
};
