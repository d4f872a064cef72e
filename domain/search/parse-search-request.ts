import { MUSIC_SERVICES, type MusicServiceName } from '../catalog/item-key';
import type { MusicItemType } from '../catalog/music-types';
import { fail, ok, type Result } from '../result/result';

/** The longest search text accepted, in characters. */
export const MAX_QUERY_LENGTH = 200;
/** The furthest result (0-based item offset) a search may start at. */
export const MAX_OFFSET = 1000;
const SEARCH_TYPES: readonly MusicItemType[] = ['artist', 'track', 'playlist'];

export interface SearchRequest {
  readonly query: string;
  readonly type: MusicItemType;
  readonly limit: number;
  readonly offset: number;
  /** The service to search; null: the install's default (the first switched on). */
  readonly service: MusicServiceName | null;
}

/** The parameters as a visitor sent them: a repeated one arrives as an array. */
export interface RawSearchQuery {
  readonly query?: unknown;
  readonly type?: unknown;
  readonly page?: unknown;
  readonly limit?: unknown;
  readonly service?: unknown;
}

/** The first problem found in a search's parameters. */
export type SearchRequestProblem =
  | 'repeated_parameter'
  | 'empty_query'
  | 'query_too_long'
  | 'unknown_type'
  | 'bad_page'
  | 'bad_limit'
  | 'offset_too_far'
  | 'unknown_service';

/**
 * Validates `GET /api/search` parameters (page is 1-based; `offset` counts items; `service` names a
 * music service, `spotify` or `deezer`, whether or not this install has it on).
 */
export function parseSearchRequest(raw: RawSearchQuery): Result<SearchRequest, SearchRequestProblem> {
  if (!isTextOrMissing(raw)) return fail('repeated_parameter');
  const query = (raw.query ?? '').trim();
  if (query === '') return fail('empty_query');
  if (query.length > MAX_QUERY_LENGTH) return fail('query_too_long');
  const type = (raw.type ?? 'artist') as MusicItemType;
  if (!SEARCH_TYPES.includes(type)) return fail('unknown_type');
  const page = raw.page === undefined || raw.page === '' ? 1 : Number(raw.page);
  if (!Number.isInteger(page) || page < 1) return fail('bad_page');
  const limit = raw.limit === undefined || raw.limit === '' ? 10 : Number(raw.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) return fail('bad_limit');
  const offset = (page - 1) * limit;
  if (offset > MAX_OFFSET) return fail('offset_too_far');
  const service = raw.service === undefined || raw.service === '' ? null : (raw.service as MusicServiceName);
  if (service !== null && !MUSIC_SERVICES.includes(service)) return fail('unknown_service');
  return ok({ query, type, limit, offset, service });
}

function isTextOrMissing(raw: RawSearchQuery): raw is { readonly [K in keyof RawSearchQuery]?: string } {
  return Object.values(raw).every((value) => value === undefined || typeof value === 'string');
}
