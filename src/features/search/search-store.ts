import { MUSIC_SERVICES, type MusicServiceName } from '@domain/catalog/item-key';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SearchType } from '@domain/catalog/catalog-contracts';
import type { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import type { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import type { SearchPage, SearchResult } from './search-results';

// Reading links and answers loads with the first search, off the first load of / (the bundle budget).
const loadSearchActions = () => import('./search-actions');

/** What the visitor reads when a search fails (the link notices are in search-box-destination.ts). */
export const SEARCH_FAILED_NOTICE = 'The search did not go through. Please try again in a moment.';

/** What the view should do after a submit: nothing more, or navigate to an item page. */
export type SubmitOutcome =
  | { readonly kind: 'searched' | 'ignored' }
  | { readonly kind: 'navigate'; readonly to: string };

export const DEFAULT_SEARCH_TYPE: SearchType = 'artist';
const SEARCH_TYPES: readonly SearchType[] = ['artist', 'track', 'playlist'];

/** A search as an address names it; `service` null: the install's default service. */
export interface WantedSearch {
  readonly query: string;
  readonly type: SearchType;
  readonly page: number;
  readonly service: MusicServiceName | null;
}

/** The search a home-page address asks for (`/?q=…&type=…&page=…[&service=…]`), or null when it asks for none. */
export function searchFromUrl(params: URLSearchParams): WantedSearch | null {
  const query = (params.get('q') ?? '').trim();
  if (query === '') return null;
  const type = SEARCH_TYPES.find((known) => known === params.get('type')) ?? DEFAULT_SEARCH_TYPE;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const service = MUSIC_SERVICES.find((known) => known === params.get('service')) ?? null;
  return { query, type, page, service };
}

/**
 * Home-page search (docs/product.md §2, §4, §5): the query box, the type, the results and their pages. A
 * singleton in the container, so the state survives navigating to an item and back. Bound with its
 * gateway named at the binding (search-module.ts), not by decorators: see docs/architecture.md.
 */
export class SearchStore {
  searchQuery = '';
  searchType: SearchType = DEFAULT_SEARCH_TYPE;
  searchResults: SearchResult[] = [];
  currentPage = 1;
  totalPages = 0;
  isSearching = false;
  /** The number of matches of the searched type (all pages). */
  total = 0;
  /** A failure said to the visitor (a failed search, a short link or album link that leads nowhere). */
  notice: string | null = null;
  /** The music services this install has on (the default first); a choice shows when there are two. */
  services: readonly MusicServiceName[] = [];
  /** The service chosen to search; null: the install's default. */
  searchService: MusicServiceName | null = null;
  /** The query, type and service the current results belong to (page changes refetch these). */
  searched: { query: string; type: SearchType; service: MusicServiceName | null } | null = null;
  private servicesAsked = false;
  private requestSeq = 0;

  constructor(
    private readonly catalog: CatalogGateway,
    private readonly analytics: AnalyticsTag,
  ) {
    makeAutoObservable<SearchStore, 'catalog' | 'analytics' | 'requestSeq' | 'servicesAsked'>(
      this,
      { catalog: false, analytics: false, requestSeq: false, servicesAsked: false },
      { autoBind: true },
    );
  }

  /** Whether the form offers a choice of service: only when more than one is on. */
  get offersServiceChoice(): boolean {
    return this.services.length > 1;
  }

  /**
   * Asks once which services are on (a failure leaves the choice hidden: the default still searches).
   * Called when the visitor starts a search, so a plain `/` makes no call for it.
   */
  async loadServices(): Promise<void> {
    if (this.servicesAsked) return;
    this.servicesAsked = true;
    const answer = await this.catalog.musicServices();
    if (answer.ok) {
      runInAction(() => {
        this.services = answer.value;
      });
    }
  }

  get hasResults(): boolean {
    return this.searchResults.length > 0;
  }

  /** A search that answered with nothing ("No results for …"). */
  get hasNoResults(): boolean {
    return this.searched !== null && !this.isSearching && this.notice === null && !this.hasResults;
  }

  /** The address of the current results (`/?q=…&type=…&page=…`), so reload, share and back work. */
  get url(): string | null {
    if (!this.searched) return null;
    const params = new URLSearchParams({
      q: this.searched.query,
      type: this.searched.type,
      page: String(this.currentPage),
    });
    if (this.searched.service) params.set('service', this.searched.service);
    return `/?${params}`;
  }

  /** Shows the search an address asks for, unless it is the one already shown. */
  async showSearch(wanted: WantedSearch): Promise<void> {
    const shown = this.searched;
    if (
      shown &&
      shown.query === wanted.query &&
      shown.type === wanted.type &&
      shown.service === wanted.service &&
      this.currentPage === wanted.page
    ) {
      return;
    }
    this.searchQuery = wanted.query;
    this.searchType = wanted.type;
    this.searchService = wanted.service;
    this.searched = { query: wanted.query, type: wanted.type, service: wanted.service };
    void this.loadServices();
    await this.fetchPage(wanted.page);
  }

  setQuery(query: string): void {
    this.searchQuery = query;
  }

  setType(type: SearchType): void {
    this.searchType = type;
  }

  setService(service: MusicServiceName): void {
    this.searchService = service;
  }

  /** Search button or Enter: jump to a pasted item link, resolve a short link, or search page 1. */
  async submit(): Promise<SubmitOutcome> {
    const query = this.searchQuery.trim();
    if (query === '') return { kind: 'ignored' };
    this.notice = null;
    const destination = await (await loadSearchActions()).searchBoxDestination(query, this.catalog);
    if (destination.kind === 'navigate') return destination;
    if (destination.kind === 'notice') {
      runInAction(() => {
        this.notice = destination.notice;
      });
      return { kind: 'ignored' };
    }
    runInAction(() => {
      this.searched = { query, type: this.searchType, service: this.searchService };
    });
    this.analytics.event('search', { search_term: query, search_type: this.searchType });
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
    this.total = 0;
    this.notice = null;
    this.searched = null;
  }

  private async fetchPage(page: number): Promise<void> {
    const searched = this.searched;
    if (!searched) return;
    const seq = ++this.requestSeq;
    this.isSearching = true;
    let found: SearchPage | null = null;
    try {
      const [response, { readSearchPage }] = await Promise.all([
        this.catalog.search(searched.query, searched.type, page, searched.service ?? undefined),
        loadSearchActions(),
      ]);
      found = readSearchPage(response, searched.type);
    } catch (error) {
      console.error('Search failed:', error);
    }
    runInAction(() => {
      if (seq !== this.requestSeq) return;
      this.isSearching = false;
      this.notice = found ? null : SEARCH_FAILED_NOTICE;
      if (!found) return;
      this.searchResults = found.results;
      this.currentPage = page;
      this.total = found.total;
      this.totalPages = found.pages;
    });
  }
}
