import type { ChartVerdict, VerdictConfidence } from '@domain/catalog/catalog-contracts';
import type { TrackedArtistRow, TrackedPlaylistRow, TrackedTrackRow } from '@domain/tracking';

// The server's rows with the optional "since the previous check" fields filled in (null = unknown),
// so every column is present and sortable.

export type PlaylistRow = TrackedPlaylistRow & {
  readonly followers_change: number | null;
  readonly verdict: ChartVerdict | null;
  readonly confidence: VerdictConfidence | null;
};
export type TrackRow = TrackedTrackRow & { readonly popularity_change: number | null };
export type ArtistRow = TrackedArtistRow & {
  readonly followers_change: number | null;
  readonly popularity_change: number | null;
};

export type PlaylistColumn =
  | 'playlist_name'
  | 'followers'
  | 'followers_change'
  | 'number_of_tracks'
  | 'last_checked';
export type TrackColumn = 'track_name' | 'artist_names' | 'popularity' | 'popularity_change' | 'last_checked';
export type ArtistColumn = 'artist_name' | 'popularity' | 'followers_change' | 'last_checked';

export function playlistRow(row: TrackedPlaylistRow): PlaylistRow {
  return {
    ...row,
    followers_change: row.followers_change ?? null,
    verdict: row.verdict ?? null,
    confidence: row.confidence ?? null,
  };
}

export function trackRow(row: TrackedTrackRow): TrackRow {
  return { ...row, popularity_change: row.popularity_change ?? null };
}

export function artistRow(row: TrackedArtistRow): ArtistRow {
  return {
    ...row,
    followers_change: row.followers_change ?? null,
    popularity_change: row.popularity_change ?? null,
  };
}
