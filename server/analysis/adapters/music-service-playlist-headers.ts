import type { MusicService } from '@domain/ports';
import type { PlaylistHeader, PlaylistHeaders } from '../ports';

/** A playlist's name, cover and owner from the music service (one read, without its tracks). */
export class MusicServicePlaylistHeaders implements PlaylistHeaders {
  constructor(private readonly music: MusicService) {}

  async header(playlistId: string): Promise<PlaylistHeader | null> {
    const read = await this.music.getPlaylist(playlistId, { withItems: false });
    if (!read.ok) return null;
    const playlist = read.value;
    return {
      name: playlist.name,
      image: playlist.images[0]?.url ?? null,
      owner: playlist.owner.displayName,
      followers: playlist.followers,
      trackCount: playlist.totalTracks,
      spotifyUrl: playlist.url,
    };
  }
}
