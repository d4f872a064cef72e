import { MUSIC_SERVICES, type MusicServiceName } from '@domain/catalog/item-key';
import { itemPath } from '@domain/links';
import type { AxiosInstance } from 'axios';
import type {
  ArtistDetails,
  PlaylistInfo,
  SearchResponse,
  SearchType,
  TrackDetails,
} from '@domain/catalog/catalog-contracts';
import {
  CATALOG_NOT_FOUND_STATUS,
  type CatalogGateway,
  type PlaylistReadOptions,
} from '@domain/ports/browser/catalog-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { attempt } from './api-failure';

/** docs/product.md §9: playlist reads get 30 s instead of the client's default timeout. */
export const PLAYLIST_TIMEOUT_MS = 30_000;
export const SEARCH_LIMIT = 10;

type ItemType = 'artist' | 'track' | 'playlist';

/** CatalogGateway over the JSON API (`/api/search`, `/api/artist/{id}`, …). */
export class HttpCatalogGateway implements CatalogGateway {
  constructor(private readonly api: AxiosInstance) {}

  search(
    query: string,
    type: SearchType,
    page: number,
    service?: MusicServiceName,
  ): Promise<RemoteResult<SearchResponse>> {
    return attempt(async () => {
      const { data } = await this.api.get<SearchResponse>('/search', {
        params: { query, type, page, limit: SEARCH_LIMIT, ...(service && { service }) },
      });
      return data;
    });
  }

  musicServices(): Promise<RemoteResult<readonly MusicServiceName[]>> {
    return attempt(async () => {
      const { data } = await this.api.get<{ services?: unknown }>('/music-services');
      const services = Array.isArray(data.services) ? data.services : [];
      return services
        .map((service: { name?: unknown }) => service?.name)
        .filter((name): name is MusicServiceName => MUSIC_SERVICES.includes(name as MusicServiceName));
    });
  }

  getArtist(id: string): Promise<RemoteResult<ArtistDetails>> {
    return this.item<ArtistDetails>('artist', id);
  }

  getTrack(id: string): Promise<RemoteResult<TrackDetails>> {
    return this.item<TrackDetails>('track', id);
  }

  getPlaylist(id: string, options: PlaylistReadOptions = {}): Promise<RemoteResult<PlaylistInfo>> {
    return this.item<PlaylistInfo>('playlist', id, {
      timeout: PLAYLIST_TIMEOUT_MS,
      params: options.forceRefresh ? { forceRefresh: true } : undefined,
    });
  }

  async resolveUrl(url: string): Promise<RemoteResult<string>> {
    const answer = await attempt(async () => {
      const { data } = await this.api.get<{ url?: unknown }>('/resolve-url', { params: { url } });
      return data.url;
    });
    if (!answer.ok) return answer;
    if (typeof answer.value !== 'string' || answer.value === '') {
      return { ok: false, error: 'The server did not resolve the link', status: null };
    }
    return { ok: true, value: answer.value };
  }

  private async item<T>(
    type: ItemType,
    id: string,
    config: { timeout?: number; params?: Record<string, unknown> } = {},
  ): Promise<RemoteResult<T>> {
    const answer = await attempt(async () => {
      const { data } = await this.api.get<unknown>(itemPath(type, id), config);
      return unwrapItem<T>(data, type);
    });
    // A malformed id (400) and an unknown one (404) both mean "there is no such item" to a visitor.
    if (!answer.ok && (answer.status === 404 || answer.status === 400)) {
      const error = answer.error ?? `No ${type} found with id ${id}`;
      return { ok: false, error, status: CATALOG_NOT_FOUND_STATUS };
    }
    return answer;
  }
}

/** Accepts both `{ success, ...item }` and `{ success, [type]: item }` answers. */
function unwrapItem<T>(data: unknown, type: ItemType): T {
  if (!data || typeof data !== 'object') throw new Error(`Unexpected ${type} answer from the server`);
  const nested = (data as Record<string, unknown>)[type];
  return (nested && typeof nested === 'object' ? nested : data) as T;
}
