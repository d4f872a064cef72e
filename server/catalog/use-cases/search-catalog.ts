import type { MusicServiceErrorKind, SearchResponse } from '@domain/catalog';
import type { MusicService } from '@domain/ports';
import { fail, type Result } from '../../platform/result';
import type { CatalogCache } from '../ports';
import { type AnswerJson, type CacheTimes, cachedMusicRead, toAnswerJson } from './cached-music-read';
import { searchResponse } from './catalog-answers';
import {
  parseSearchRequest,
  type RawSearchQuery,
  type SearchRequest,
  type SearchRequestProblem,
} from './search-request';

/** A search never finds "nothing to find": the service's `not_found` there means it misbehaves. */
export type SearchFailure = SearchRequestProblem | Exclude<MusicServiceErrorKind, 'not_found'>;

/** Searches artists, tracks or playlists; answers are shared between visitors for a while. */
export class SearchCatalog {
  constructor(
    private readonly music: MusicService,
    private readonly cache: CatalogCache,
    private readonly times: CacheTimes,
  ) {}

  /** Whether this search is answered from the cache (so it costs the music service nothing). */
  isCached(raw: RawSearchQuery): boolean {
    const parsed = parseSearchRequest(raw);
    return parsed.ok && this.cache.has(cacheKey(parsed.value));
  }

  async execute(raw: RawSearchQuery): Promise<Result<AnswerJson<SearchResponse>, SearchFailure>> {
    const parsed = parseSearchRequest(raw);
    if (!parsed.ok) return parsed;
    const { query, type, limit, offset } = parsed.value;
    const answer = await cachedMusicRead(this.cache, cacheKey(parsed.value), this.times, async () =>
      toAnswerJson(searchResponse(type, await this.music.search(query, type, { limit, offset }))),
    );
    if (answer.ok) return answer;
    return fail(answer.error === 'not_found' ? 'unavailable' : answer.error);
  }
}

function cacheKey({ query, type, limit, offset }: SearchRequest): string {
  return `search:${type}:${limit}:${offset}:${query.toLowerCase()}`;
}
