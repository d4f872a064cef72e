import type { MusicServiceName } from '../../catalog/item-key';
import type {
  ArtistDetails,
  PlaylistInfo,
  SearchResponse,
  SearchType,
  TrackDetails,
} from '../../catalog/catalog-contracts';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** Options for reading a playlist. `forceRefresh` bypasses the server's cached copy. */
export interface PlaylistReadOptions {
  readonly forceRefresh?: boolean;
}

/** The status of a failed item read when there is no such item (unknown or malformed id). */
export const CATALOG_NOT_FOUND_STATUS = 404;

/**
 * The server's public music catalog calls, as the browser sees them (docs/product.md §7).
 * A missing item fails with status `CATALOG_NOT_FOUND_STATUS`.
 */
export interface CatalogGateway {
  /**
   * One page (1-based) of search results, 10 per page, keyed by the requested type, from `service`
   * (default: the install's first service on).
   */
  search(
    query: string,
    type: SearchType,
    page: number,
    service?: MusicServiceName,
  ): Promise<RemoteResult<SearchResponse>>;
  /** The music services this install has on, the default first (`GET /api/music-services`). */
  musicServices(): Promise<RemoteResult<readonly MusicServiceName[]>>;
  getArtist(id: string): Promise<RemoteResult<ArtistDetails>>;
  getTrack(id: string): Promise<RemoteResult<TrackDetails>>;
  getPlaylist(id: string, options?: PlaylistReadOptions): Promise<RemoteResult<PlaylistInfo>>;
  /** Follows a shortened share link and answers the full music-service URL it points to. */
  resolveUrl(url: string): Promise<RemoteResult<string>>;
}

export const CatalogGateway: PortToken<CatalogGateway> = Symbol.for('CatalogGateway');

/** True when a catalog answer means "this item does not exist". */
export function isCatalogNotFound(result: RemoteResult<unknown>): boolean {
  return !result.ok && result.status === CATALOG_NOT_FOUND_STATUS;
}
