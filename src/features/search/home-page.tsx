import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '@shared/di/container-context';
import { usePageTitle } from '@shared/ui/page-title';
import { SearchForm } from './search-form';
import { SearchGuide } from './search-guide';
import { SearchStore } from './search-store';

const SearchResultsSection = lazy(async () => ({
  default: (await import('./search-results-section')).SearchResultsSection,
}));

/** `/`: the search box, the results with pages, or the guide when there are no results. */
export const HomePage = observer(function HomePage() {
  const store = useStore(SearchStore);
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle('Search');

  const fromNewSearch = Boolean((location.state as { fromNewSearch?: unknown } | null)?.fromNewSearch);
  useEffect(() => {
    if (!fromNewSearch) return;
    store.resetForNewSearch();
    navigate('.', { replace: true, state: null });
  }, [fromNewSearch, store, navigate]);

  async function search() {
    const outcome = await store.submit();
    if (outcome.kind === 'navigate') navigate(outcome.to);
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
      </section>
      {store.hasResults ? (
        <Suspense fallback={null}>
          <SearchResultsSection store={store} />
        </Suspense>
      ) : (
        <SearchGuide />
      )}
    </div>
  );
});
