import { type AxiosInstance, isAxiosError } from 'axios';
import type {
  ArtistDetails,
  PlaylistInfo,
  SearchResponse,
  SearchType,
  TrackDetails,
} from '@domain/catalog/catalog-contracts';
import {
  CatalogNotFoundError,
  type CatalogRepository,
  type PlaylistReadOptions,
} from '@domain/ports/browser/catalog-repository';

/** SPEC §9: playlist reads get 30 s instead of the client's default timeout. */
export const PLAYLIST_TIMEOUT_MS = 30_000;
export const SEARCH_LIMIT = 10;

type ItemType = 'artist' | 'track' | 'playlist';

/** CatalogRepository over the JSON API (`/api/search`, `/api/artist/{id}`, …). */
export class HttpCatalogRepository implements CatalogRepository {
  constructor(private readonly api: AxiosInstance) {}

  async search(query: string, type: SearchType, page: number): Promise<SearchResponse> {
    const { data } = await this.api.get<SearchResponse>('/search', {
      params: { query, type, page, limit: SEARCH_LIMIT },
    });
    return data;
  }

  getArtist(id: string): Promise<ArtistDetails> {
    return this.item<ArtistDetails>('artist', id);
  }

  getTrack(id: string): Promise<TrackDetails> {
    return this.item<TrackDetails>('track', id);
  }

  getPlaylist(id: string, options: PlaylistReadOptions = {}): Promise<PlaylistInfo> {
    return this.item<PlaylistInfo>('playlist', id, {
      timeout: PLAYLIST_TIMEOUT_MS,
      params: options.forceRefresh ? { forceRefresh: true } : undefined,
    });
  }

  async resolveUrl(url: string): Promise<string> {
    const { data } = await this.api.get<{ url?: unknown }>('/resolve-url', { params: { url } });
    if (typeof data.url !== 'string' || data.url === '')
      throw new Error('The server did not resolve the link');
    return data.url;
  }

  private async item<T>(
    type: ItemType,
    id: string,
    config: { timeout?: number; params?: Record<string, unknown> } = {},
  ): Promise<T> {
    try {
      const { data } = await this.api.get<unknown>(`/${type}/${encodeURIComponent(id)}`, config);
      return unwrapItem<T>(data, type);
    } catch (error) {
      // A malformed id (400) and an unknown one (404) both mean "there is no such item" to a visitor.
      const status = isAxiosError(error) ? error.response?.status : undefined;
      if (status === 404 || status === 400) throw new CatalogNotFoundError(type, id);
      throw error;
    }
  }
}

/** Accepts both `{ success, ...item }` and `{ success, [type]: item }` answers. */
function unwrapItem<T>(data: unknown, type: ItemType): T {
  if (!data || typeof data !== 'object') throw new Error(`Unexpected ${type} answer from the server`);
  const nested = (data as Record<string, unknown>)[type];
  return (nested && typeof nested === 'object' ? nested : data) as T;
}
