import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { retryingLazy } from '@shared/ui/retrying-lazy';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '@shared/di/container-context';
import { usePageTitle } from '@shared/ui/page-title';
import { SearchForm } from './search-form';
import { SearchGuide } from './search-guide';
import { SearchStore, searchFromUrl } from './search-store';

const SearchResultsSection = retryingLazy(async () => ({
  default: (await import('./search-actions')).SearchResultsSection,
}));

/**
 * `/`: the search box, the results with pages, or the guide when there are no results. The shown
 * search lives in the address (`/?q=…&type=…&page=…`), so reload, share and back/forward work; a
 * plain `/` keeps the last results (the store outlives the page) unless New Search asked to clear.
 */
export const HomePage = observer(function HomePage() {
  const store = useStore(SearchStore);
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle('Search');

  const fromNewSearch = Boolean((location.state as { fromNewSearch?: unknown } | null)?.fromNewSearch);
  useEffect(() => {
    if (!fromNewSearch) return;
    store.resetForNewSearch();
    navigate('/', { replace: true, state: null });
  }, [fromNewSearch, store, navigate]);

  const query = location.search;
  useEffect(() => {
    if (fromNewSearch) return;
    const wanted = searchFromUrl(new URLSearchParams(query));
    if (wanted) void store.showSearch(wanted);
    else if (store.url && store.hasResults) navigate(store.url, { replace: true });
  }, [query, fromNewSearch, store, navigate]);

  async function search() {
    const outcome = await store.submit();
    if (outcome.kind === 'navigate') navigate(outcome.to);
    else if (outcome.kind === 'searched' && store.notice === null && store.url) navigate(store.url);
  }

  async function goToPage(page: number) {
    await store.goToPage(page);
    if (store.url && store.notice === null) navigate(store.url);
    document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
  }

  return (
    <div className="page home">
      <section className="hero">
        <h1>Music analytics for artists, tracks and playlists</h1>
        <p className="hero-lead">
          Search Spotify's catalog, follow growth over time and spot playlists with suspicious follower
          activity.
        </p>
        <SearchForm store={store} onSubmit={search} />
        {store.notice && (
          <p className="message-box error search-notice" role="alert">
            {store.notice}
          </p>
        )}
      </section>
      {store.hasResults ? (
        <Suspense fallback={null}>
          <SearchResultsSection store={store} onPage={goToPage} />
        </Suspense>
      ) : (
        <>
          {store.hasNoResults && store.searched && (
            <p className="search-empty" role="status">
              No results for “{store.searched.query}”.
            </p>
          )}
          <SearchGuide />
        </>
      )}
    </div>
  );
});
