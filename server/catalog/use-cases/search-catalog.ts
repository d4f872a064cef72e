import { type SearchResponse, searchResponse } from '@domain/catalog';
import type { MusicService } from '@domain/ports';
import { parseSearchRequest, type RawSearchQuery } from '@domain/search';
import { fail, ok, type Result } from '../../platform/result';
import { type AnswerJson, type CacheTimes, cachedMusicRead, toAnswerJson } from '../cached-music-read';
import { searchCacheKey } from '../catalog-cache-keys';
import type { SearchFailure } from '../catalog-failure';
import type { CatalogCache } from '../ports';

export interface SearchCatalogDeps {
  readonly music: MusicService;
  readonly cache: CatalogCache;
  readonly times: CacheTimes;
}

/** Searches artists, tracks or playlists; answers are shared between visitors for a while. */
export async function searchCatalog(
  deps: SearchCatalogDeps,
  raw: RawSearchQuery,
): Promise<Result<AnswerJson<SearchResponse>, SearchFailure>> {
  const parsed = parseSearchRequest(raw);
  if (!parsed.ok) return parsed;
  const { query, type, limit, offset } = parsed.value;
  const answer = await cachedMusicRead(deps.cache, searchCacheKey(parsed.value), deps.times, async () => {
    const page = await deps.music.search(query, type, { limit, offset });
    return page.ok ? ok(toAnswerJson(searchResponse(type, page.value))) : page;
  });
  if (answer.ok) return answer;
  return fail(answer.error === 'not_found' ? 'unavailable' : answer.error);
}
