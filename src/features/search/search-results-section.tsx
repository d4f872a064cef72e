import { observer } from 'mobx-react-lite';
import { formatCount } from '@domain/formatting';
import { Pagination } from './pagination';
import { ResultList } from './result-list';
import type { SearchStore } from './search-store';

const TYPE_NAMES = {
  artist: ['artist', 'artists'],
  track: ['track', 'tracks'],
  playlist: ['playlist', 'playlists'],
};

/** The result count, rows and pages; loaded with the first results, so `/` starts without them. */
export const SearchResultsSection = observer(function SearchResultsSection({
  store,
  onPage,
}: {
  store: SearchStore;
  onPage: (page: number) => void;
}) {
  const type = store.searched?.type ?? 'artist';
  const [one, many] = TYPE_NAMES[type];
  return (
    <section
      id="search-results"
      className="results"
      aria-label="Search results"
      aria-busy={store.isSearching}
    >
      <p className="result-count" role="status">
        {formatCount(store.total)} {store.total === 1 ? one : many} for “{store.searched?.query}”
      </p>
      <ResultList results={store.searchResults} />
      <Pagination store={store} onPage={onPage} />
    </section>
  );
});
