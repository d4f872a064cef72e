import { type MusicServiceName, musicServiceLabel } from '@domain/catalog/item-key';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useContext } from 'react';
import type { SearchType } from '@domain/catalog/catalog-contracts';
import { FirstPaint } from '@shared/ui/first-paint';
import type { SearchStore } from './search-store';

export const SEARCH_PLACEHOLDER = 'Search words or paste a Spotify URL';

const TYPES: ReadonlyArray<{ value: SearchType; label: string }> = [
  { value: 'artist', label: 'Artist' },
  { value: 'track', label: 'Track' },
  { value: 'playlist', label: 'Playlist' },
];

/**
 * The query box, type selector, the service choice when more than one service is on, and the
 * Search button (Enter submits the form too).
 */
export const SearchForm = observer(function SearchForm({
  store,
  onSubmit,
}: {
  store: SearchStore;
  onSubmit: () => void;
}) {
  // In the HTML's first paint the form is inert: what was typed there would be lost in the swap.
  const firstPaint = useContext(FirstPaint);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="search-form" role="search" onSubmit={submit} inert={firstPaint || undefined}>
      <label className="visually-hidden" htmlFor="search-query">
        Search query
      </label>
      <input
        id="search-query"
        className="search-input"
        type="search"
        autoComplete="off"
        placeholder={SEARCH_PLACEHOLDER}
        readOnly={firstPaint || undefined}
        value={store.searchQuery}
        // Which services are on is asked when the visitor starts a search, not on a plain `/`.
        onFocus={() => void store.loadServices()}
        onChange={(event) => store.setQuery(event.target.value)}
      />
      <label className="visually-hidden" htmlFor="search-type">
        Search type
      </label>
      <select
        id="search-type"
        className="search-type"
        value={store.searchType}
        onChange={(event) => store.setType(event.target.value as SearchType)}
      >
        {TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </select>
      {store.offersServiceChoice && (
        <>
          <label className="visually-hidden" htmlFor="search-service">
            Music service
          </label>
          <select
            id="search-service"
            className="search-type"
            value={store.searchService ?? store.services[0]}
            onChange={(event) => store.setService(event.target.value as MusicServiceName)}
          >
            {store.services.map((service) => (
              <option key={service} value={service}>
                {musicServiceLabel(service)}
              </option>
            ))}
          </select>
        </>
      )}
      <button className="button button-primary search-button" type="submit" disabled={store.isSearching}>
        Search
      </button>
    </form>
  );
});
