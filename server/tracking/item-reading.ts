import type { MusicService } from '@domain/ports';
import type { TrackedItemExtra, TrackedKind } from './tables';

/** A track on a playlist at the time of a reading. */
export interface PlaylistMember {
  readonly trackId: string;
  readonly addedAt: string | null;
}

/** What one read of the music service says about a tracked item. Missing values are null. */
export interface ItemReading {
  readonly kind: TrackedKind;
  readonly spotifyId: string;
  readonly name: string;
  readonly extra: TrackedItemExtra;
  readonly followers: number | null;
  readonly popularity: number | null;
  readonly trackCount: number | null;
  readonly snapshotId: string | null;
  /** Playlist contents; null when the service gives none (then membership is left as it was). */
  readonly members: readonly PlaylistMember[] | null;
}

/** Reads one item from the music service. Rejects with the service's `MusicServiceError`. */
export async function readItem(
  music: MusicService,
  kind: TrackedKind,
  spotifyId: string,
): Promise<ItemReading> {
  const base = { kind, spotifyId, trackCount: null, snapshotId: null, members: null } as const;
  if (kind === 'artist') {
    const artist = await music.getArtist(spotifyId);
    return {
      ...base,
      name: artist.name,
      extra: {},
      followers: artist.followers,
      popularity: artist.popularity,
    };
  }
  if (kind === 'track') {
    const track = await music.getTrack(spotifyId);
    const artistNames = track.artists.map((artist) => artist.name).join(', ');
    return {
      ...base,
      name: track.name,
      extra: { artist_names: artistNames },
      followers: null,
      popularity: track.popularity,
    };
  }
  const playlist = await music.getPlaylist(spotifyId);
  const members = playlist.items
    ? playlist.items
        .filter((item) => item.trackId)
        .map((item) => ({ trackId: item.trackId, addedAt: item.addedAt }))
    : null;
  return {
    ...base,
    name: playlist.name,
    extra: {},
    followers: playlist.followers,
    popularity: null,
    trackCount: playlist.totalTracks ?? playlist.items?.length ?? null,
    snapshotId: playlist.snapshotId,
    members,
  };
}
