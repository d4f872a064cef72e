// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { ARTIST_IDS } from '@adapters/fake/catalog-fixtures';
import type { SearchResponse, SearchType } from '@domain/catalog/catalog-contracts';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { SearchStore } from '../../../src/features/search/search-store';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';
import { recordingAnalytics } from '../support/recording-analytics';

/** A catalog with `total` numbered artists whose search calls are recorded. */
function countingCatalog(total: number) {
  const calls: Array<{ query: string; type: SearchType; page: number }> = [];
  const catalog: CatalogGateway = {
    async search(query, type, page): Promise<RemoteResult<SearchResponse>> {
      calls.push({ query, type, page });
      const first = (page - 1) * 10;
      const count = Math.max(0, Math.min(10, total - first));
      const items = Array.from({ length: count }, (_, i) => ({
        id: `artist${first + i}`,
        name: `Artist ${first + i}`,
        images: [],
        followers: { total: null },
        genres: [],
      }));
      return { ok: true, value: { artists: { items, total } } };
    },
    getArtist: () => Promise.reject(new Error('unused')),
    getTrack: () => Promise.reject(new Error('unused')),
    getPlaylist: () => Promise.reject(new Error('unused')),
    resolveUrl: () => Promise.reject(new Error('unused')),
    musicServices: async () => ({ ok: true, value: ['spotify'] }),
  };
  return { catalog, calls };
}

describe('SearchStore (docs/product.md §2, §4, §5, §9)', () => {
  it('defaults to an empty artist search', () => {
    const store = new SearchStore(new FakeCatalogGateway(), noAnalyticsTag);
    expect(store.searchType).toBe('artist');
    expect(store.searchResults).toEqual([]);
    expect(store.hasResults).toBe(false);
  });

  it('does not search an empty query', async () => {
    const { catalog, calls } = countingCatalog(5);
    const store = new SearchStore(catalog, noAnalyticsTag);
    store.setQuery('   ');
    await expect(store.submit()).resolves.toEqual({ kind: 'ignored' });
    expect(calls).toEqual([]);
  });

  it('searches the fake catalog and keeps the typed results', async () => {
    const store = new SearchStore(new FakeCatalogGateway(), noAnalyticsTag);
    store.setQuery('Aurora');
    await expect(store.submit()).resolves.toEqual({ kind: 'searched' });
    expect(store.searchResults[0]).toMatchObject({ type: 'artist', item: { name: 'Aurora Vale' } });
  });

  it('fetches other pages, not past the last, and a new search goes back to page 1', async () => {
    const { catalog, calls } = countingCatalog(95);
    const store = new SearchStore(catalog, noAnalyticsTag);
    store.setQuery('artist');
    await store.submit();
    expect(store.totalPages).toBe(10);

    await store.goToPage(6);
    expect(store.currentPage).toBe(6);
    await store.goToPage(10);
    expect(store.currentPage).toBe(10);
    expect(store.searchResults).toHaveLength(5);
    await store.goToPage(11);
    expect(store.currentPage).toBe(10);

    store.setQuery('other');
    await store.submit();
    expect(store.currentPage).toBe(1);
    expect(calls.map((call) => call.page)).toEqual([1, 6, 10, 1]);
    expect(calls.at(-1)?.query).toBe('other');
  });

  it('refetches pages of the searched type even after the selector changed', async () => {
    const { catalog, calls } = countingCatalog(30);
    const store = new SearchStore(catalog, noAnalyticsTag);
    store.setQuery('x');
    await store.submit();
    store.setType('track');
    await store.goToPage(2);
    expect(calls.at(-1)).toEqual({ query: 'x', type: 'artist', page: 2 });
  });

  it('navigates straight to the item for a pasted Spotify URL, without searching', async () => {
    const { catalog, calls } = countingCatalog(5);
    const store = new SearchStore(catalog, noAnalyticsTag);
    store.setQuery('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc');
    await expect(store.submit()).resolves.toEqual({ kind: 'navigate', to: '/track/4uLU6hMCjMI75M1A2tKUQC' });
    expect(calls).toEqual([]);
  });

  it('resolves short links through the catalog, then navigates', async () => {
    const store = new SearchStore(new FakeCatalogGateway(), noAnalyticsTag);
    store.setQuery('https://spotify.link/aurora');
    await expect(store.submit()).resolves.toEqual({ kind: 'navigate', to: `/artist/${ARTIST_IDS.aurora}` });
  });

  it('only logs search failures to the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { catalog } = countingCatalog(5);
    catalog.search = () => Promise.reject(new Error('down'));
    const store = new SearchStore(catalog, noAnalyticsTag);
    store.setQuery('anything');
    await expect(store.submit()).resolves.toEqual({ kind: 'searched' });
    expect(store.searchResults).toEqual([]);
    expect(store.isSearching).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('logs a failed search answer and keeps the results it had', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { catalog } = countingCatalog(5);
    const store = new SearchStore(catalog, noAnalyticsTag);
    store.setQuery('first');
    await store.submit();
    catalog.search = async () => ({ ok: false, error: 'Search is down', status: 503 });
    store.setQuery('second');
    await expect(store.submit()).resolves.toEqual({ kind: 'searched' });
    expect(store.searchResults).toHaveLength(5);
    expect(store.isSearching).toBe(false);
    expect(error).toHaveBeenCalledWith('Search failed:', 'Search is down');
    error.mockRestore();
  });

  it('stays on the page when a short link cannot be resolved', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new SearchStore(new FakeCatalogGateway(), noAnalyticsTag);
    store.setQuery('https://spotify.link/nowhere');
    await expect(store.submit()).resolves.toEqual({ kind: 'ignored' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('New Search clears the results and resets the type to artist', async () => {
    const store = new SearchStore(new FakeCatalogGateway(), noAnalyticsTag);
    store.setType('track');
    store.setQuery('Runaway');
    await store.submit();
    expect(store.hasResults).toBe(true);
    store.resetForNewSearch();
    expect(store.searchResults).toEqual([]);
    expect(store.searchType).toBe('artist');
    expect(store.currentPage).toBe(1);
  });

  it('skips null playlist items', async () => {
    const catalog = new FakeCatalogGateway();
    catalog.search = async () => ({
      ok: true,
      value: {
        playlists: {
          items: [null, { id: 'p1', name: 'Mix', images: [], owner: { display_name: 'Ann' } }] as never,
          total: 2,
        },
      },
    });
    const store = new SearchStore(catalog, noAnalyticsTag);
    store.setType('playlist');
    store.setQuery('mix');
    await store.submit();
    expect(store.searchResults).toEqual([
      { type: 'playlist', item: { id: 'p1', name: 'Mix', images: [], owner: { display_name: 'Ann' } } },
    ]);
  });
});

describe('SearchStore analytics (docs/product.md §7, Analytics events)', () => {
  it('records a search event for each search it runs, none for an empty box or a pasted item link', async () => {
    const { tag, events } = recordingAnalytics();
    const store = new SearchStore(new FakeCatalogGateway(), tag);
    store.setQuery('  ');
    await store.submit();
    store.setQuery(`https://open.spotify.com/artist/${ARTIST_IDS.aurora}`);
    await store.submit();
    expect(events).toEqual([]);
    store.setType('track');
    store.setQuery(' Aurora ');
    await store.submit();
    expect(events).toEqual([['search', { search_term: 'Aurora', search_type: 'track' }]]);
  });
});
