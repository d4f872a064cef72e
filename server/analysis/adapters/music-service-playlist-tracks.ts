import type { PlaylistTrackFacts } from '@domain/analytics';
import type { MusicTrack } from '@domain/catalog';
import type { MusicService } from '@domain/ports';
import { fail, ok } from '../../platform/result';
import type { PlaylistTracks } from '../ports';

/** The tracks on a playlist now, read from the music service (tracking stores only membership). */
export class MusicServicePlaylistTracks implements PlaylistTracks {
  constructor(private readonly music: MusicService) {}

  async currentTracks(playlistId: string) {
    const playlist = await this.music.getPlaylist(playlistId);
    if (!playlist.ok) return fail(playlist.error.message);
    if (playlist.value.items === null) return ok(null);
    const tracks: PlaylistTrackFacts[] = [];
    for (const item of playlist.value.items) {
      if (item.track) tracks.push(trackFacts(item.track));
    }
    return ok(tracks);
  }
}

function trackFacts(track: MusicTrack): PlaylistTrackFacts {
  return {
    trackId: track.id,
    name: track.name,
    popularity: track.popularity,
    releaseDate: track.album.releaseDate || null,
    durationMs: track.durationMs,
    explicit: track.explicit,
    artists: track.artists.map((artist) => ({ id: artist.id, name: artist.name })),
  };
}
