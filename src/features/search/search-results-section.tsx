import { observer } from 'mobx-react-lite';
import { Pagination } from './pagination';
import { ResultList } from './result-list';
import type { SearchStore } from './search-store';

/** The result rows and their pages; loaded with the first results, so `/` starts without them. */
export const SearchResultsSection = observer(function SearchResultsSection({
  store,
}: {
  store: SearchStore;
}) {
  return (
    <section className="results" aria-label="Search results" aria-busy={store.isSearching}>
      <ResultList results={store.searchResults} />
      <Pagination store={store} />
    </section>
  );
});
