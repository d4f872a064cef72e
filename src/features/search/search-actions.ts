// The half of search that the first search needs and the first paint of `/` does not: reading the
// box (links, short links), reading the answer, the result list. One lazy chunk, so the first search
// waits for one download instead of a chain of them.
export { searchBoxDestination } from './search-box-destination';
export { readSearchPage } from './search-results';
export { SearchResultsSection } from './search-results-section';
