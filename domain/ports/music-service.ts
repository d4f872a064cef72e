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
import type { MusicServiceName } from '../catalog/item-key';
import type { MusicServiceError } from '../catalog/music-service-error';
import type { Result } from '../result/result';

/** A music-service answer: the item, or the service's expected failure as a value. */
export type MusicRead<T> = Promise<Result<T, MusicServiceError>>;

/**
 * A music catalog (Spotify, or the embedded demo). Every method answers its expected failures
 * (`not_found`, `forbidden`, `quota`, `unavailable`) as a `MusicServiceError` value, never thrown.
 */
export interface MusicService {
  /**
   * Items whose name matches `query`; `page.offset` counts items, not pages. `service` chooses the
   * catalog where one answers for several (the router over item keys); a single service ignores it.
   */
  search<T extends MusicItemType>(
    query: string,
    type: T,
    page: MusicPageRequest,
    service?: MusicServiceName,
  ): MusicRead<MusicSearchPage<MusicSearchItems[T]>>;
  getArtist(id: string): MusicRead<MusicArtist>;
  /** Every album, single, compilation and appearance of the artist (all pages). */
  getArtistAlbums(id: string): MusicRead<readonly MusicAlbumSummary[]>;
  /** The album with all its tracks and its label. */
  getAlbum(id: string): MusicRead<MusicAlbum>;
  /** The service's top tracks; null when the service does not offer them (Development Mode). */
  getArtistTopTracks(id: string): MusicRead<readonly MusicTrack[] | null>;
  getTrack(id: string): MusicRead<MusicTrack>;
  /**
   * The playlist with its contents when the service gives them (`items` null otherwise).
   * `withItems: false` reads the metadata only (`items` null), for pages that don't list tracks.
   */
  getPlaylist(id: string, options?: MusicPlaylistOptions): MusicRead<MusicPlaylist>;
  /** A user profile; null when the service does not offer profiles (Development Mode). */
  getUser(id: string): MusicRead<MusicUser | null>;
}

export interface MusicPlaylistOptions {
  /** Default true. */
  readonly withItems?: boolean;
}

export const MusicService = Symbol.for('MusicService');
