import { analyzeFollowerChart } from '@domain/analytics';
import type { TrackedArtistRow, TrackedPlaylistRow, TrackedTrackRow } from '@domain/tracking';
import type { SnapshotHistory, TrackedItems } from '../ports';

// The dashboard lists (docs/product.md §3): the user's items of one kind with their latest reading,
// what moved since the check before it and, for playlists, the bot check's verdict.

type Deps = { readonly items: TrackedItems; readonly history: SnapshotHistory };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The last value minus the one before it (readings oldest first, missing values skipped); null without two. */
function lastChange(values: ReadonlyArray<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length < 2 ? null : known[known.length - 1]! - known[known.length - 2]!;
}

export async function listTrackedPlaylists(deps: Deps, userId: number): Promise<TrackedPlaylistRow[]> {
  const items = await deps.items.latestOfUser(userId, 'playlist');
  return Promise.all(
    items.map(async (item) => {
      const points = await deps.history.playlistFollowers(item.spotifyId);
      return {
        id: item.id,
        spotify_playlist_id: item.spotifyId,
        playlist_name: item.name,
        followers: item.followers,
        number_of_tracks: item.trackCount,
        last_checked: iso(item.checkedAt),
        followers_change: lastChange(points.map((point) => point.followers)),
        verdict: analyzeFollowerChart(points).verdict,
      };
    }),
  );
}

export async function listTrackedTracks(deps: Deps, userId: number): Promise<TrackedTrackRow[]> {
  const items = await deps.items.latestOfUser(userId, 'track');
  return Promise.all(
    items.map(async (item) => {
      const history = await deps.history.trackPopularity(item.spotifyId);
      return {
        id: item.id,
        spotify_track_id: item.spotifyId,
        track_name: item.name,
        artist_names: item.extra.artist_names ?? '',
        popularity: item.popularity,
        last_checked: iso(item.checkedAt),
        popularity_change: lastChange(history.map((entry) => entry.popularity)),
      };
    }),
  );
}

export async function listTrackedArtists(deps: Deps, userId: number): Promise<TrackedArtistRow[]> {
  const items = await deps.items.latestOfUser(userId, 'artist');
  return Promise.all(
    items.map(async (item) => {
      const history = await deps.history.artist(item.spotifyId);
      return {
        id: item.id,
        spotify_artist_id: item.spotifyId,
        artist_name: item.name,
        popularity: item.popularity,
        last_checked: iso(item.checkedAt),
        followers_change: lastChange(history.map((entry) => entry.followers)),
        popularity_change: lastChange(history.map((entry) => entry.popularity)),
      };
    }),
  );
}
