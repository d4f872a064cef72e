import type { MusicService } from '@domain/ports';
import type { ItemReading, TrackedKind } from '@domain/tracking';

/**
 * Reads one item from the music service: the step tracking and every refresh share. Rejects with
 * the service's `MusicServiceError` (callers sort those into expected failures).
 */
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
