import type {
  ArtistDetails,
  PlaylistInfo,
  SearchResponse,
  SearchType,
  TrackDetails,
} from '../../catalog/catalog-contracts';

/** Options for reading a playlist. `forceRefresh` bypasses the server's cached copy. */
export interface PlaylistReadOptions {
  readonly forceRefresh?: boolean;
}

/**
 * The public music catalog as the browser sees it (SPEC §7 catalog calls).
 * Every method rejects on failure; a missing item rejects with a `CatalogNotFoundError`.
 */
export interface CatalogRepository {
  /** One page (1-based) of search results, 10 per page, keyed by the requested type. */
  search(query: string, type: SearchType, page: number): Promise<SearchResponse>;
  getArtist(id: string): Promise<ArtistDetails>;
  getTrack(id: string): Promise<TrackDetails>;
  getPlaylist(id: string, options?: PlaylistReadOptions): Promise<PlaylistInfo>;
  /** Follows a shortened share link and answers the full music-service URL it points to. */
  resolveUrl(url: string): Promise<string>;
}

export const CatalogRepository = Symbol.for('CatalogRepository');

/** Thrown (as a rejection) by catalog adapters when the requested item does not exist. */
export class CatalogNotFoundError extends Error {
  constructor(
    readonly itemType: 'artist' | 'track' | 'playlist',
    readonly itemId: string,
  ) {
    super(`No ${itemType} found with id ${itemId}`);
    this.name = 'CatalogNotFoundError';
  }
}

/** True when a rejection from a CatalogRepository means "this item does not exist". */
export function isCatalogNotFound(error: unknown): error is CatalogNotFoundError {
  return error instanceof CatalogNotFoundError;
}
