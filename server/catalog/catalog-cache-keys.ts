// Where the catalog's answers sit in the shared cache, and whether a request will find one there
// (a request answered from the cache costs the music service nothing, so it spends no budget).
import { type MusicItemType, type MusicServiceName, parseItemKey } from '@domain/catalog';
import { parseSearchRequest, type RawSearchQuery, type SearchRequest } from '@domain/search';
import type { CatalogCache } from './ports';

export const itemCacheKey = (type: MusicItemType, id: string): string => `${type}:${id}`;

/** The cache key of a search of `service` (Spotify's keys keep their former spelling). */
export function searchCacheKey(
  { query, type, limit, offset }: SearchRequest,
  service: MusicServiceName,
): string {
  const of = service === 'spotify' ? '' : `${service}:`;
  return `search:${of}${type}:${limit}:${offset}:${query.toLowerCase()}`;
}

/** Whether answering the item `id` (an item key) needs the music service (a valid key, not cached). */
export function itemReadsMusicService(cache: CatalogCache, type: MusicItemType, id: string): boolean {
  return parseItemKey(id) !== null && !cache.has(itemCacheKey(type, id));
}

/** Whether this search is answered from the cache (so it costs the music service nothing). */
export function isSearchCached(
  cache: CatalogCache,
  raw: RawSearchQuery,
  enabled: readonly MusicServiceName[] = ['spotify'],
): boolean {
  const parsed = parseSearchRequest(raw);
  const service = parsed.ok ? (parsed.value.service ?? enabled[0]) : undefined;
  return parsed.ok && service !== undefined && cache.has(searchCacheKey(parsed.value, service));
}
