import type { MusicServiceError } from '@domain/catalog';
import type { MusicService } from '@domain/ports';
import type { ItemReading, TrackedItemExtra, TrackedKind } from '@domain/tracking';
import { ok, type Result } from '../platform/result';

/**
 * Reads one item from the music service: the step starting tracking, every refresh and the demo
 * seeding share. Fails with the service's `MusicServiceError` value (callers sort those into
 * expected failures).
 */
export async function readItem(
  music: MusicService,
  kind: TrackedKind,
  spotifyId: string,
): Promise<Result<ItemReading, MusicServiceError>> {
  const base = { kind, spotifyId, trackCount: null, snapshotId: null, members: null } as const;
  if (kind === 'artist') {
    const read = await music.getArtist(spotifyId);
    if (!read.ok) return read;
    const artist = read.value;
    return ok({
      ...base,
      name: artist.name,
      extra: {},
      followers: artist.followers,
      popularity: artist.popularity,
    });
  }
  if (kind === 'track') {
    const read = await music.getTrack(spotifyId);
    if (!read.ok) return read;
    const track = read.value;
    const artistNames = track.artists.map((artist) => artist.name).join(', ');
    return ok({
      ...base,
      name: track.name,
      extra: { artist_names: artistNames, ...(track.isrc && { isrc: track.isrc }) },
      followers: null,
      popularity: track.popularity,
    });
  }
  const read = await music.getPlaylist(spotifyId);
  if (!read.ok) return read;
  const playlist = read.value;
  const members = playlist.items
    ? playlist.items
        .filter((item) => item.trackId)
        .map((item) => ({
          trackId: item.trackId,
          addedAt: item.addedAt,
          ...(item.track && {
            track: { name: item.track.name, artistIds: item.track.artists.map((artist) => artist.id) },
          }),
        }))
    : null;
  return ok({
    ...base,
    name: playlist.name,
    extra: playlistExtra(playlist.owner),
    followers: playlist.followers,
    popularity: null,
    trackCount: playlist.totalTracks ?? playlist.items?.length ?? null,
    snapshotId: playlist.snapshotId,
    members,
  });
}

/** What a playlist's row keeps of its owner: the id (curator pages) and the name it goes by. */
function playlistExtra(owner: {
  readonly id: string;
  readonly displayName: string | null;
}): TrackedItemExtra {
  if (!owner.id) return {};
  return owner.displayName ? { owner_id: owner.id, owner_name: owner.displayName } : { owner_id: owner.id };
}
