import type { MusicLookups, MusicService } from '@domain/ports';

/**
 * The music services this install has switched on (MUSIC_SOURCES), each answering with its own ids.
 * `spotify` is the Spotify adapter or, with `MUSIC_SOURCES=demo`, the embedded demo catalog that
 * stands in for it; `deezer` also offers lookups by ISRC and UPC and curators' playlists.
 */
export interface MusicServices {
  readonly spotify?: MusicService;
  readonly deezer?: MusicService & MusicLookups;
}
