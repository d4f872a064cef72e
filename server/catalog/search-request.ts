import type { MusicItemType } from '@domain/catalog';

export const MAX_QUERY_LENGTH = 200;
const MAX_OFFSET = 1000;
const SEARCH_TYPES: readonly MusicItemType[] = ['artist', 'track', 'playlist'];

export interface SearchRequest {
  readonly query: string;
  readonly type: MusicItemType;
  readonly limit: number;
  readonly offset: number;
}

export interface RawSearchQuery {
  readonly query?: string;
  readonly type?: string;
  readonly page?: string;
  readonly limit?: string;
}

/** Validates `GET /api/search` parameters (page is 1-based); the first problem as a readable message. */
export function parseSearchRequest(
  raw: RawSearchQuery,
): { ok: true; value: SearchRequest } | { ok: false; error: string } {
  const query = (raw.query ?? '').trim();
  if (query === '') return { ok: false, error: 'Please enter something to search for.' };
  if (query.length > MAX_QUERY_LENGTH) {
    return { ok: false, error: `The search text is too long: at most ${MAX_QUERY_LENGTH} characters.` };
  }
  const type = (raw.type ?? 'artist') as MusicItemType;
  if (!SEARCH_TYPES.includes(type))
    return { ok: false, error: 'The search type must be artist, track or playlist.' };
  const page = raw.page === undefined || raw.page === '' ? 1 : Number(raw.page);
  if (!Number.isInteger(page) || page < 1)
    return { ok: false, error: 'The page must be a whole number from 1.' };
  const limit = raw.limit === undefined || raw.limit === '' ? 10 : Number(raw.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) {
    return { ok: false, error: 'The limit must be a whole number from 1 to 50.' };
  }
  const offset = (page - 1) * limit;
  if (offset > MAX_OFFSET)
    return { ok: false, error: `Results are available up to item ${MAX_OFFSET}: choose an earlier page.` };
  return { ok: true, value: { query, type, limit, offset } };
}
