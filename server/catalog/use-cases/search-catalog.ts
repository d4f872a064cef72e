import {
  type MusicServiceName,
  type SearchResponse,
  searchResponse,
  searchWithReadings,
} from '@domain/catalog';
import type { MusicService } from '@domain/ports';
import { parseSearchRequest, type RawSearchQuery } from '@domain/search';
import { fail, ok, type Result } from '../../platform/result';
import { type AnswerJson, type CacheTimes, cachedMusicRead, toAnswerJson } from '../cached-music-read';
import { searchCacheKey } from '../catalog-cache-keys';
import { SPOTIFY_ALONE, type SearchFailure } from '../catalog-failure';
import type { CatalogCache, StoredReadings } from '../ports';

export interface SearchCatalogDeps {
  readonly music: MusicService;
  /** The services switched on, the default first (default: Spotify alone). */
  readonly enabled?: readonly MusicServiceName[];
  readonly cache: CatalogCache;
  readonly times: CacheTimes;
  /** Tracking's stored readings: a tracked artist's followers are its latest one (one count per page). */
  readonly readings?: StoredReadings;
}

/**
 * Searches artists, tracks or playlists of one service (the request's, else the first on); answers
 * are shared between visitors for a while.
 */
export async function searchCatalog(
  deps: SearchCatalogDeps,
  raw: RawSearchQuery,
): Promise<Result<AnswerJson<SearchResponse>, SearchFailure>> {
  const parsed = parseSearchRequest(raw);
  if (!parsed.ok) return parsed;
  const { query, type, limit, offset } = parsed.value;
  const enabled = deps.enabled ?? SPOTIFY_ALONE;
  const service = parsed.value.service ?? enabled[0];
  if (service === undefined || !enabled.includes(service)) return fail('service_off');
  const key = searchCacheKey(parsed.value, service);
  const answer = await cachedMusicRead(deps.cache, key, deps.times, async () => {
    const page = await deps.music.search(query, type, { limit, offset }, service);
    return page.ok ? ok(toAnswerJson(searchResponse(type, page.value))) : page;
  });
  if (!answer.ok) return fail(answer.error === 'not_found' ? 'unavailable' : answer.error);
  if (type !== 'artist' || !deps.readings) return answer;
  const response = JSON.parse(answer.value) as SearchResponse;
  const ids = response.artists?.items.map((artist) => artist.id) ?? [];
  const readings = await deps.readings.latestReadings('artist', ids);
  return readings.size === 0 ? answer : ok(toAnswerJson(searchWithReadings(response, readings)));
}
