import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SearchType } from '@domain/catalog/catalog-contracts';
import { canGoNext, canGoPrevious, paginationWindow, totalPages } from '@domain/search';
import { parseSpotifyLink, searchBoxRoute } from '@domain/links';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { readSearchResponse, type SearchResult } from './search-results';

/** What the view should do after a submit: nothing more, or navigate to an item page. */
export type SubmitOutcome =
  | { readonly kind: 'searched' | 'ignored' }
  | { readonly kind: 'navigate'; readonly to: string };

export const DEFAULT_SEARCH_TYPE: SearchType = 'artist';

/**
 * Home-page search (docs/product.md §2, §4, §5): the query box, the type, the results and their pages. A
 * singleton in the container, so the state survives navigating to an item and back.
 */
@injectable()
export class SearchStore {
  searchQuery = '';
  searchType: SearchType = DEFAULT_SEARCH_TYPE;
  searchResults: SearchResult[] = [];
  currentPage = 1;
  totalPages = 0;
  isSearching = false;
  /** The query and type the current results belong to (page changes refetch these). */
  private searched: { query: string; type: SearchType } | null = null;
  private requestSeq = 0;

  constructor(@inject(CatalogGateway) private readonly catalog: CatalogGateway) {
    makeAutoObservable<SearchStore, 'catalog' | 'requestSeq'>(
      this,
      { catalog: false, requestSeq: false },
      { autoBind: true },
    );
  }

  get pageWindow(): Array<number | '...'> {
    return paginationWindow(this.currentPage, this.totalPages);
  }

  get canGoPrevious(): boolean {
    return canGoPrevious(this.currentPage);
  }

  get canGoNext(): boolean {
    return canGoNext(this.currentPage, this.totalPages);
  }

  get hasResults(): boolean {
    return this.searchResults.length > 0;
  }

  setQuery(query: string): void {
    this.searchQuery = query;
  }

  setType(type: SearchType): void {
    this.searchType = type;
  }

  /** Search button or Enter: jump to a pasted item link, resolve a short link, or search page 1. */
  async submit(): Promise<SubmitOutcome> {
    const query = this.searchQuery.trim();
    if (query === '') return { kind: 'ignored' };
    const route = searchBoxRoute(query);
    if (route) return { kind: 'navigate', to: route };
    const link = parseSpotifyLink(query);
    if (link?.kind === 'short') return this.resolveShortLink(link.url);
    this.searched = { query, type: this.searchType };
    await this.fetchPage(1);
    return { kind: 'searched' };
  }

  /** Pagination: fetch another page of the current results. */
  async goToPage(page: number): Promise<void> {
    if (!this.searched || page < 1 || (this.totalPages > 0 && page > this.totalPages)) return;
    await this.fetchPage(page);
  }

  /** The header's New Search: results cleared, type back to artist. */
  resetForNewSearch(): void {
    this.requestSeq += 1;
    this.searchQuery = '';
    this.searchType = DEFAULT_SEARCH_TYPE;
    this.searchResults = [];
    this.currentPage = 1;
    this.totalPages = 0;
    this.isSearching = false;
    this.searched = null;
  }

  private async resolveShortLink(url: string): Promise<SubmitOutcome> {
    try {
      const resolved = await this.catalog.resolveUrl(url);
      if (!resolved.ok) {
        console.error('Failed to resolve the shortened Spotify URL', resolved.error);
        return { kind: 'ignored' };
      }
      const route = searchBoxRoute(resolved.value);
      if (route) return { kind: 'navigate', to: route };
      console.error('The shortened link does not point to an artist, track or playlist:', resolved.value);
    } catch (error) {
      console.error('Failed to resolve the shortened Spotify URL', error);
    }
    return { kind: 'ignored' };
  }

  private async fetchPage(page: number): Promise<void> {
    const searched = this.searched;
    if (!searched) return;
    const seq = ++this.requestSeq;
    this.isSearching = true;
    try {
      const response = await this.catalog.search(searched.query, searched.type, page);
      if (!response.ok) {
        console.error('Search failed:', response.error);
        return;
      }
      const { results, total } = readSearchResponse(response.value, searched.type);
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.searchResults = results;
        this.currentPage = page;
        this.totalPages = totalPages(total);
      });
    } catch (error) {
      console.error('Search failed:', error);
    } finally {
      runInAction(() => {
        if (seq === this.requestSeq) this.isSearching = false;
      });
    }
  }
}
