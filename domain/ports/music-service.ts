import type {
  MusicAlbum,
  MusicAlbumSummary,
  MusicArtist,
  MusicItemType,
  MusicPageRequest,
  MusicPlaylist,
  MusicSearchItems,
  MusicSearchPage,
  MusicTrack,
  MusicUser,
} from '../catalog/music-types';

/**
 * A music catalog (Spotify, or the embedded demo). Every method rejects with a
 * `MusicServiceError` on expected failures (`not_found`, `forbidden`, `quota`, `unavailable`).
 */
export interface MusicService {
  /** Items whose name matches `query`; `page.offset` counts items, not pages. */
  search<T extends MusicItemType>(
    query: string,
    type: T,
    page: MusicPageRequest,
  ): Promise<MusicSearchPage<MusicSearchItems[T]>>;
  getArtist(id: string): Promise<MusicArtist>;
  /** Every album, single, compilation and appearance of the artist (all pages). */
  getArtistAlbums(id: string): Promise<readonly MusicAlbumSummary[]>;
  /** The album with all its tracks and its label. */
  getAlbum(id: string): Promise<MusicAlbum>;
  /** The service's top tracks; null when the service does not offer them (Development Mode). */
  getArtistTopTracks(id: string): Promise<readonly MusicTrack[] | null>;
  getTrack(id: string): Promise<MusicTrack>;
  /**
   * The playlist with its contents when the service gives them (`items` null otherwise).
   * `withItems: false` reads the metadata only (`items` null), for pages that don't list tracks.
   */
  getPlaylist(id: string, options?: MusicPlaylistOptions): Promise<MusicPlaylist>;
  /** A user profile; null when the service does not offer profiles (Development Mode). */
  getUser(id: string): Promise<MusicUser | null>;
}

export interface MusicPlaylistOptions {
  /** Default true. */
  readonly withItems?: boolean;
}

export const MusicService = Symbol.for('MusicService');
