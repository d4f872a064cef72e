// Where the catalog's answers sit in the shared cache, and whether a request will find one there
// (a request answered from the cache costs the music service nothing, so it spends no budget).
import type { MusicItemType } from '@domain/catalog';
import { isSpotifyId } from '@domain/links';
import { parseSearchRequest, type RawSearchQuery, type SearchRequest } from '@domain/search';
import type { CatalogCache } from './ports';

export const itemCacheKey = (type: MusicItemType, id: string): string => `${type}:${id}`;

export function searchCacheKey({ query, type, limit, offset }: SearchRequest): string {
  return `search:${type}:${limit}:${offset}:${query.toLowerCase()}`;
}

/** Whether answering the item `id` needs the music service (a valid id, not cached). */
export function itemReadsMusicService(cache: CatalogCache, type: MusicItemType, id: string): boolean {
  return isSpotifyId(id) && !cache.has(itemCacheKey(type, id));
}

/** Whether this search is answered from the cache (so it costs the music service nothing). */
export function isSearchCached(cache: CatalogCache, raw: RawSearchQuery): boolean {
  const parsed = parseSearchRequest(raw);
  return parsed.ok && cache.has(searchCacheKey(parsed.value));
}
