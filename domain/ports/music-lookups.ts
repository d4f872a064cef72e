import type { MusicAlbum, MusicPlaylist, MusicTrack } from '../catalog/music-types';
import type { MusicRead } from './music-service';

/**
 * What a service offers beyond `MusicService` (Deezer does): finding an item by its industry code,
 * for linking items across services, and a curator's public playlists. Ids are the service's own.
 */
export interface MusicLookups {
  /** The track with this ISRC; null when the service knows none. */
  trackByIsrc(isrc: string): MusicRead<MusicTrack | null>;
  /** The album with this UPC (barcode); null when the service knows none. */
  albumByUpc(upc: string): MusicRead<MusicAlbum | null>;
  /** A user's public playlists (metadata only: `items` null), every page. */
  userPlaylists(userId: string): MusicRead<readonly MusicPlaylist[]>;
}
