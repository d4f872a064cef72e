import { observer } from 'mobx-react-lite';
import { canGoNext, canGoPrevious, paginationWindow } from '@domain/search';
import type { SearchStore } from './search-store';

/**
 * Previous, the page window with '...' gaps, Next (docs/product.md §2, §9). The window is worked out
 * here, with the results, so the first load of `/` doesn't carry it.
 */
export const Pagination = observer(function Pagination({
  store,
  onPage,
}: {
  store: SearchStore;
  onPage: (page: number) => void;
}) {
  const { currentPage, totalPages } = store;
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Search result pages">
      <button
        type="button"
        className="page-button"
        disabled={!canGoPrevious(currentPage) || store.isSearching}
        onClick={() => onPage(store.currentPage - 1)}
      >
        Previous
      </button>
      {paginationWindow(currentPage, totalPages).map((entry, index) =>
        entry === '...' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} className="page-gap" aria-hidden="true">
            ...
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className={entry === store.currentPage ? 'page-button active' : 'page-button'}
            aria-current={entry === store.currentPage ? 'page' : undefined}
            aria-label={`Page ${entry}`}
            disabled={store.isSearching}
            onClick={() => onPage(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        className="page-button"
        disabled={!canGoNext(currentPage, totalPages) || store.isSearching}
        onClick={() => onPage(store.currentPage + 1)}
      >
        Next
      </button>
    </nav>
  );
});
