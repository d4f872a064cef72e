// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { SEARCH_NOTICES } from '../../../src/features/search/search-box-destination';
import { SEARCH_FAILED_NOTICE, SearchStore, searchFromUrl } from '../../../src/features/search/search-store';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';

describe('search that answers', () => {
  it('reads the search an address asks for, with safe defaults', () => {
    expect(searchFromUrl(new URLSearchParams('q=Aurora&type=track&page=3'))).toEqual({
      query: 'Aurora',
      type: 'track',
      page: 3,
      service: null,
    });
    expect(searchFromUrl(new URLSearchParams('q=%20x%20&type=album&page=-2'))).toEqual({
      query: 'x',
      type: 'artist',
      page: 1,
      service: null,
    });
    expect(searchFromUrl(new URLSearchParams('q=a&service=deezer'))).toMatchObject({ service: 'deezer' });
    expect(searchFromUrl(new URLSearchParams('q=a&service=napster'))).toMatchObject({ service: null });
    expect(searchFromUrl(new URLSearchParams('type=track'))).toBeNull();
  });

  it('gives the address of the shown results and shows the search an address asks for', async () => {
    const store = new SearchStore(new FakeCatalogGateway(), noAnalyticsTag);
    expect(store.url).toBeNull();
    await store.showSearch({ query: 'a', type: 'track', page: 1, service: null });
    expect(store.url).toBe('/?q=a&type=track&page=1');
    expect(store.searchQuery).toBe('a');
    expect(store.searchType).toBe('track');
    expect(store.total).toBeGreaterThan(0);
    expect(store.searchResults.length).toBeGreaterThan(0);
  });

  it('says when a search found nothing', async () => {
    const store = new SearchStore(new FakeCatalogGateway(), noAnalyticsTag);
    store.setQuery('zzqqxxnothing');
    await store.submit();
    expect(store.hasNoResults).toBe(true);
    expect(store.notice).toBeNull();
  });

  it('tells the visitor (and logs) when a search fails, a short link leads nowhere or an album is pasted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalog = new FakeCatalogGateway();
    const store = new SearchStore(catalog, noAnalyticsTag);
    catalog.search = async () => ({ ok: false, error: 'down', status: 503 });
    store.setQuery('anything');
    await store.submit();
    expect(store.notice).toBe(SEARCH_FAILED_NOTICE);
    expect(store.hasNoResults).toBe(false);

    store.setQuery('https://spotify.link/nowhere');
    await store.submit();
    expect(store.notice).toBe(SEARCH_NOTICES.shortLinkFailed);

    store.setQuery('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');
    await expect(store.submit()).resolves.toEqual({ kind: 'ignored' });
    expect(store.notice).toBe(SEARCH_NOTICES.album);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('offers the service choice only when more than one is on, and searches the chosen one', async () => {
    const asked: Array<string | undefined> = [];
    const catalog = new FakeCatalogGateway();
    const store = new SearchStore(
      Object.assign(Object.create(catalog), {
        musicServices: async () => ({ ok: true as const, value: ['spotify', 'deezer'] as const }),
        search: (query: string, type: 'artist', page: number, service?: string) => {
          asked.push(service);
          return catalog.search(query, type, page);
        },
      }),
      noAnalyticsTag,
    );
    expect(store.offersServiceChoice).toBe(false);
    await store.loadServices();
    expect(store.offersServiceChoice).toBe(true);
    store.setQuery('a');
    store.setService('deezer');
    await store.submit();
    expect(asked).toEqual(['deezer']);
    expect(store.url).toBe('/?q=a&type=artist&page=1&service=deezer');

    const single = new SearchStore(new FakeCatalogGateway(), noAnalyticsTag);
    await single.loadServices();
    expect(single.offersServiceChoice).toBe(false);
  });
});
