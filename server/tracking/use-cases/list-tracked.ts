import type { TrackedArtistRow, TrackedPlaylistRow, TrackedTrackRow } from '@domain/tracking';
import type { TrackedItems } from '../ports';

// The dashboard lists (docs/product.md §3): the user's items of one kind with their latest reading.

type Deps = { readonly items: TrackedItems };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function listTrackedPlaylists(deps: Deps, userId: number): Promise<TrackedPlaylistRow[]> {
  return (await deps.items.latestOfUser(userId, 'playlist')).map((item) => ({
    id: item.id,
    spotify_playlist_id: item.spotifyId,
    playlist_name: item.name,
    followers: item.followers,
    number_of_tracks: item.trackCount,
    last_checked: iso(item.checkedAt),
  }));
}

export async function listTrackedTracks(deps: Deps, userId: number): Promise<TrackedTrackRow[]> {
  return (await deps.items.latestOfUser(userId, 'track')).map((item) => ({
    id: item.id,
    spotify_track_id: item.spotifyId,
    track_name: item.name,
    artist_names: item.extra.artist_names ?? '',
    popularity: item.popularity,
    last_checked: iso(item.checkedAt),
  }));
}

export async function listTrackedArtists(deps: Deps, userId: number): Promise<TrackedArtistRow[]> {
  return (await deps.items.latestOfUser(userId, 'artist')).map((item) => ({
    id: item.id,
    spotify_artist_id: item.spotifyId,
    artist_name: item.name,
    popularity: item.popularity,
    last_checked: iso(item.checkedAt),
  }));
}
