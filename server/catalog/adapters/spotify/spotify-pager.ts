import type { MusicPageRequest } from '@domain/catalog';
import { isMusicServiceError } from '@domain/catalog';
import type { Query, SpotifyHttp } from './spotify-http';
import type { WirePaging } from './spotify-wire';

/** Development Mode caps page sizes at 10 (a larger `limit` is a 400). */
const SMALL_PAGE = 10;

/**
 * Reads Spotify paging objects. Asks for large pages first and, when the service refuses the page
 * size, remembers to use pages of 10 from then on.
 */
export class SpotifyPager {
  private largePage = 50;

  constructor(private readonly http: SpotifyHttp) {}

  /** One page of an endpoint (search), retrying a refused limit with the small page size. */
  async page<T>(path: string, query: Query, page: MusicPageRequest): Promise<T> {
    if (page.limit <= SMALL_PAGE || this.largePage === SMALL_PAGE) {
      return this.http.get<T>(path, {
        ...query,
        limit: Math.min(page.limit, this.largePage),
        offset: page.offset,
      });
    }
    try {
      return await this.http.get<T>(path, { ...query, limit: page.limit, offset: page.offset });
    } catch (error) {
      if (!isMusicServiceError(error, 'not_found')) throw error;
      this.largePage = SMALL_PAGE;
      return this.http.get<T>(path, { ...query, limit: SMALL_PAGE, offset: page.offset });
    }
  }

  /** Every item from `offset` on, following offsets (not `next` URLs) for at most `maxPages` pages. */
  async all<T>(path: string, query: Query, maxPages: number, offset = 0): Promise<T[]> {
    const items: T[] = [];
    let position = offset;
    for (let page = 0; page < maxPages; page++) {
      const body = await this.sizedPage<T>(path, query, position);
      const batch = body.items ?? [];
      for (const item of batch) if (item !== null) items.push(item);
      position += batch.length;
      const finished = typeof body.total === 'number' ? position >= body.total : !body.next;
      if (batch.length === 0 || finished) break;
    }
    return items;
  }

  private async sizedPage<T>(path: string, query: Query, offset: number): Promise<WirePaging<T>> {
    try {
      return await this.http.get<WirePaging<T>>(path, { ...query, limit: this.largePage, offset });
    } catch (error) {
      if (this.largePage === SMALL_PAGE || !isMusicServiceError(error, 'not_found') || offset > 0)
        throw error;
      // A 400 on the very first page may be the page size: try once with the small size.
      const body = await this.http.get<WirePaging<T>>(path, { ...query, limit: SMALL_PAGE, offset });
      this.largePage = SMALL_PAGE;
      return body;
    }
  }
}
